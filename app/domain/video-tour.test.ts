import { describe, expect, it } from "vitest";
import { parseVideoTour, videoEmbedUrl, videoTourUrl } from "./video-tour";

describe("parseVideoTour", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s", "youtube", "dQw4w9WgXcQ"],
    ["http://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["www.youtube.com/watch?v=dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "youtube", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/aBc_De-F123", "youtube", "aBc_De-F123"],
    ["  https://vimeo.com/76979871  ", "vimeo", "76979871"],
    ["https://www.vimeo.com/76979871#t=10", "vimeo", "76979871"],
  ])("accepts %s", (input, provider, id) => {
    expect(parseVideoTour(input)).toEqual({ provider, id });
  });

  it.each([
    "",
    "not a url",
    "https://example.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com.evil.com/watch?v=dQw4w9WgXcQ",
    "https://evil.com/youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ%22onload",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/channel/UC123",
    "https://youtu.be/dQw4w9WgXcQ/extra",
    "https://vimeo.com/channels/staffpicks",
    "https://vimeo.com/76979871/extra",
    "https://player.vimeo.com/video/76979871",
    "javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ",
    "ftp://youtube.com/watch?v=dQw4w9WgXcQ",
    "https://user:pw@youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com:8443/watch?v=dQw4w9WgXcQ",
  ])("refuses %s", (input) => {
    expect(parseVideoTour(input)).toBeNull();
  });
});

describe("video addresses", () => {
  it("normalizes to one canonical address and a privacy-friendly player", () => {
    const yt = parseVideoTour("https://youtu.be/dQw4w9WgXcQ")!;
    expect(videoTourUrl(yt)).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(videoEmbedUrl(yt)).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    const vimeo = parseVideoTour("vimeo.com/76979871")!;
    expect(videoTourUrl(vimeo)).toBe("https://vimeo.com/76979871");
    expect(videoEmbedUrl(vimeo)).toBe("https://player.vimeo.com/video/76979871?dnt=1&autoplay=1");
    expect(parseVideoTour(videoTourUrl(vimeo))).toEqual(vimeo);
  });
});
