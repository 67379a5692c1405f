import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { cookieHeader, multipart, send, type Answer } from "./http";

/** What the server acknowledged (a 2xx answer), with the ids it returned. */
export type Ledger = {
  users: Map<string, { email: string; password: string; cookie: string }>;
  /** Listing id → its owner, the photos asked for at creation and the photos of the last answer. */
  listings: Map<string, { ownerId: string; title: string; photosAtCreate: number; images: string[] }>;
  favourites: { userId: string; propertyId: string }[];
  contacts: { id: string; propertyId: string; requesterId: string; message: string }[];
  /** Acknowledged writes by kind. */
  acked: Record<WriteKind, number>;
  /** Answers that must not happen: 5xx, or 401 on a session the server had acknowledged. */
  faults: string[];
  /** Requests that got no answer (the process was killed or down). */
  unanswered: number;
};

export type WriteKind = "registration" | "listing" | "listing photos" | "added photos" | "favourite" | "contact request";

export function newLedger(): Ledger {
  return {
    users: new Map(),
    listings: new Map(),
    favourites: [],
    contacts: [],
    acked: { registration: 0, listing: 0, "listing photos": 0, "added photos": 0, favourite: 0, "contact request": 0 },
    faults: [],
    unanswered: 0,
  };
}

/** The run's marker in every listing title, with the number of photos asked for at creation. */
function listingTitle(runId: string, writer: number, photos: number) {
  return `Crash ${runId} w${writer} ${randomBytes(3).toString("hex")} photos=${photos}`;
}

/** Small real photos, JPEG and PNG, in a few colours (made once: the server re-encodes each upload). */
export async function makePhotos(): Promise<{ bytes: Buffer; type: string; name: string }[]> {
  const colours = ["#b03030", "#30a050", "#3050b0", "#c0a020"];
  return Promise.all(
    colours.flatMap((background, i) => [
      sharp({ create: { width: 64 + i * 8, height: 48, channels: 3, background } })
        .jpeg()
        .toBuffer()
        .then((bytes) => ({ bytes, type: "image/jpeg", name: `foto${i}.jpg` })),
      sharp({ create: { width: 48, height: 64 + i * 8, channels: 3, background } })
        .png()
        .toBuffer()
        .then((bytes) => ({ bytes, type: "image/png", name: `foto${i}.png` })),
    ]),
  );
}

type Photo = Awaited<ReturnType<typeof makePhotos>>[number];
type User = { id: string; cookie: string; listings: string[]; full: boolean; contacts: number };

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One writer: a sequence of registrations, listings with photos, added photos, favourites and contact
 * requests through the HTTP API, one at a time, until `running()` turns false. Every 2xx answer is
 * written to the ledger; a request without an answer (the process was killed) is just counted.
 */
export async function runWriter(options: {
  writer: number;
  port: number;
  runId: string;
  ledger: Ledger;
  photos: Photo[];
  running: () => boolean;
  /** A fresh loopback source address for each registration (the register throttle counts per address). */
  nextAddress: () => string;
}) {
  const { writer, port, runId, ledger, photos } = options;
  const users: User[] = [];

  /** Sends; undefined when there was no answer. 5xx and lost sessions are faults. */
  async function call(path: string, init: { method?: string; user?: User; json?: unknown; form?: FormData; from?: string }) {
    const headers: Record<string, string> = {};
    let body: Buffer | undefined;
    if (init.json !== undefined) {
      body = Buffer.from(JSON.stringify(init.json));
      headers["content-type"] = "application/json";
    } else if (init.form) {
      const encoded = await multipart(init.form);
      body = encoded.body;
      headers["content-type"] = encoded.contentType;
    }
    if (init.user) headers.cookie = init.user.cookie;
    let answer: Answer;
    try {
      answer = await send({ port, path, method: init.method ?? "POST", from: init.from, headers, body });
    } catch {
      ledger.unanswered++;
      // The process is down: wait for it a little instead of spinning.
      await sleep(50 + Math.random() * 100);
      return undefined;
    }
    if (answer.status >= 500) ledger.faults.push(`${init.method ?? "POST"} ${path}: ${answer.status} ${answer.body.slice(0, 300)}`);
    if (answer.status === 401 && init.user) ledger.faults.push(`${path}: the acknowledged session of ${init.user.id} was refused`);
    return answer;
  }

  const json = <T>(answer: Answer) => JSON.parse(answer.body) as T;
  const errorCode = (answer: Answer) => json<{ error?: { code?: string } }>(answer).error?.code;

  async function register() {
    const email = `crash-${runId}-${randomBytes(5).toString("hex")}@test.prona`;
    const password = `sekret-${randomBytes(4).toString("hex")}`;
    const answer = await call("/api/auth/register", {
      json: { name: "Provë Rrëzimi", email, password, confirm_password: password, user_type: "seller" },
      from: options.nextAddress(),
    });
    if (answer?.status !== 201) return;
    const id = json<{ user: { id: string } }>(answer).user.id;
    const cookie = cookieHeader(answer.cookies);
    ledger.users.set(id, { email, password, cookie });
    ledger.acked.registration++;
    users.push({ id, cookie, listings: [], full: false, contacts: 0 });
  }

  async function createListing(user: User) {
    const count = Math.floor(Math.random() * 4);
    const title = listingTitle(runId, writer, count);
    const form = new FormData();
    const fields = { title, description: "Banesë për provën e rrëzimeve.", price: "1000", location: "Prishtinë" };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (let i = 0; i < count; i++) {
      const photo = pick(photos);
      form.append("images", new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
    }
    const answer = await call("/api/properties", { user, form });
    if (!answer) return;
    if (answer.status === 403 && errorCode(answer) === "PROPERTY_LIMIT_REACHED") {
      // A create the killed process never answered was committed after all: the user has three.
      user.full = true;
      return;
    }
    if (answer.status !== 201) return;
    const { property, images_failed } = json<{ property: { id: string; images: string[] }; images_failed: boolean }>(answer);
    if (images_failed) ledger.faults.push(`listing ${property.id}: the photos were not saved (images_failed)`);
    ledger.listings.set(property.id, { ownerId: user.id, title, photosAtCreate: count, images: property.images });
    ledger.acked.listing++;
    if (count) ledger.acked["listing photos"]++;
    user.listings.push(property.id);
    if (user.listings.length >= 3) user.full = true;
  }

  async function addPhoto(user: User, id: string) {
    const photo = pick(photos);
    const form = new FormData();
    form.append("images", new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
    const answer = await call(`/api/properties/${id}/images`, { user, form });
    if (answer?.status !== 200) return;
    ledger.listings.get(id)!.images = json<{ property: { images: string[] } }>(answer).property.images;
    ledger.acked["added photos"]++;
  }

  /** A listing of another user, acknowledged, as a target for favourites and contact requests. */
  function othersListing(user: User): string | undefined {
    const candidates = [...ledger.listings.entries()].filter(([, l]) => l.ownerId !== user.id);
    return candidates.length ? pick(candidates)[0] : undefined;
  }

  async function favourite(user: User) {
    const id = othersListing(user);
    if (!id) return;
    const answer = await call(`/api/properties/${id}/favorite`, { user });
    if (answer?.status !== 200) return;
    ledger.favourites.push({ userId: user.id, propertyId: id });
    ledger.acked.favourite++;
  }

  async function contact(user: User) {
    const id = othersListing(user);
    // The contact throttle allows ten a user in ten minutes; unanswered ones count too.
    if (!id || user.contacts >= 8) return;
    user.contacts++;
    const message = `Pyetje ${randomBytes(4).toString("hex")}`;
    const answer = await call(`/api/properties/${id}/contact-requests`, { user, json: { message, contact_type: "viewing" } });
    if (answer?.status !== 201) return;
    const created = json<{ contact_request: { id: string } }>(answer).contact_request;
    ledger.contacts.push({ id: created.id, propertyId: id, requesterId: user.id, message });
    ledger.acked["contact request"]++;
  }

  while (options.running()) {
    const roll = Math.random();
    const open = users.filter((u) => !u.full);
    if (!users.length || roll < 0.12 || (!open.length && roll < 0.3)) {
      await register();
      continue;
    }
    const user = pick(users);
    const withRoom = user.listings.filter((id) => ledger.listings.get(id)!.images.length < 3);
    if (!user.full && roll < 0.45) await createListing(user);
    else if (withRoom.length && roll < 0.6) await addPhoto(user, pick(withRoom));
    else if (roll < 0.8) await favourite(user);
    else await contact(user);
  }
}
