import sharp from "sharp";
import { propertySceneSvg } from "~/.server/seed/scenes";
const types = ["apartment", "house", "land", "commercial"] as const;
const tiles = await Promise.all(types.map((t, i) => sharp(Buffer.from(propertySceneSvg(t, i, 600, 400))).png().toBuffer()));
await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#fff" } })
  .composite(tiles.map((input, i) => ({ input, left: (i % 2) * 600, top: Math.floor(i / 2) * 400 })))
  .png().toFile(".tmp/scenes.png");
