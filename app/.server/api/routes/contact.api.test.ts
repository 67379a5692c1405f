import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { auditLog, contactMessages } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { adminClient } from "../../../../tests/support/admin-fixtures";
import { ApiClient, uniqueEmail } from "../../../../tests/support/api-client";
import { createTestServices } from "../../../../tests/support/services";

let services: Services;
let api: Api;
let admin: ApiClient;
let adminId: string;

beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
  ({
    client: admin,
    user: { id: adminId },
  } = await adminClient(api, services));
});
afterAll(async () => {
  await services.close();
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Inbox = {
  messages: {
    id: string;
    name: string;
    email: string;
    subject: string | null;
    message: string;
    read_at: string | null;
    user_id: string | null;
  }[];
  total: number;
  unread: number;
  page: number;
  pages: number;
};

const valid = (marker = uniqueEmail("kontakt")) => ({
  name: "Drita Berisha",
  email: marker,
  subject: "Pyetje për Premium",
  message: "Përshëndetje, a mund të paguaj abonimin Premium me kartelë?",
});

async function stored(email: string) {
  return services.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

describe("POST /api/contact-messages", () => {
  it("stores a visitor's message (subject optional, email lower-cased)", async () => {
    const email = uniqueEmail("Vizitor").toUpperCase();
    const res = await new ApiClient(api).post<{ message: { id: string } }>("/api/contact-messages", {
      ...valid(email),
      subject: "  ",
      name: "  Arben Gashi ",
    });
    expect(res.status).toBe(201);
    const [row] = await stored(email.toLowerCase());
    expect(row).toMatchObject({ id: res.body.message.id, name: "Arben Gashi", subject: null, user_id: null, read_at: null });
  });

  it("links a signed-in sender's account, and accepts a form post", async () => {
    const client = new ApiClient(api);
    const user = await client.register();
    const email = uniqueEmail("forma");
    const res = await client.post("/api/contact-messages", valid(email), { form: true });
    expect(res.status).toBe(201);
    expect((await stored(email))[0]?.user_id).toBe(user.id);
  });

  it.each([
    [{ name: "" }, "name"],
    [{ email: "" }, "email"],
    [{ message: "   " }, "message"],
  ])("refuses a missing required field %o with the spec's message and stores nothing", async (override, field) => {
    const input = { ...valid(), ...override };
    const res = await new ApiClient(api).post<ErrorBody>("/api/contact-messages", input);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("CONTACT_REQUIRED_FIELDS");
    expect(res.body.error.message).toBe("Ju lutemi plotësoni të gjitha fushat e detyrueshme.");
    expect(Object.keys(res.body.error.fields ?? {})).toEqual([field]);
    if (input.email) expect(await stored(input.email)).toHaveLength(0);
  });

  it("reports missing fields before a bad email", async () => {
    const res = await new ApiClient(api).post<ErrorBody>("/api/contact-messages", { name: "", email: "jo-email", message: "" });
    expect(res.body.error.code).toBe("CONTACT_REQUIRED_FIELDS");
    expect(res.body.error.fields).toMatchObject({ email: "Ju lutemi jepni një adresë email valide." });
  });

  it.each(["drita", "drita@", "drita@prona", "dr ita@prona.ks", "@prona.ks"])("refuses the email %s", async (email) => {
    const res = await new ApiClient(api).post<ErrorBody>("/api/contact-messages", { ...valid(), email });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "INVALID_EMAIL", message: "Ju lutemi jepni një adresë email valide." });
    expect(await stored(email.toLowerCase())).toHaveLength(0);
  });

  it("refuses over-long fields and non-text values", async () => {
    const long = await new ApiClient(api).post<ErrorBody>("/api/contact-messages", { ...valid(), message: "a".repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body.error.code).toBe("CONTACT_MESSAGE_TOO_LONG");
    const odd = await new ApiClient(api).post<ErrorBody>("/api/contact-messages", { ...valid(), name: { $ne: 1 } });
    expect(odd.status).toBe(400);
    const array = await new ApiClient(api).post<ErrorBody>("/api/contact-messages", "[1,2]");
    expect(array.status).toBe(400);
  });

  it.each([
    ["a NUL byte in the name", { name: "Drita\u0000" }, "name", "CONTROL_CHARACTERS"],
    ["an escape character in the message", { message: "Përshëndetje \u001b[31m" }, "message", "CONTROL_CHARACTERS"],
    ["a number as the subject", { subject: 42 }, "subject", "VALIDATION"],
    ["a list as the email", { email: ["a@b.co", "c@d.co"] }, "email", "VALIDATION"],
  ])("refuses %s with 400 and stores nothing", async (_label, override, field, code) => {
    const email = uniqueEmail("armiqesor");
    const res = await new ApiClient(api).post<ErrorBody>("/api/contact-messages", { ...valid(email), ...override });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    expect(await stored(email)).toHaveLength(0);
  });

  it("keeps markup as plain text and line breaks as written", async () => {
    const email = uniqueEmail("markup");
    const message = "<script>alert(1)</script>\nRreshti i dytë\tme tab.";
    expect((await new ApiClient(api).post("/api/contact-messages", { ...valid(email), message })).status).toBe(201);
    expect((await stored(email))[0]?.message).toBe(message);
  });

  it("refuses a body over the API's size limit with 413", async () => {
    const res = await new ApiClient(api).post<ErrorBody>("/api/contact-messages", { ...valid(), message: "a".repeat(300 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers in the reader's language", async () => {
    const res = await new ApiClient(api).post<ErrorBody>(
      "/api/contact-messages",
      { ...valid(), name: "" },
      { headers: { cookie: "lang=de" } },
    );
    expect(res.body.error.message).toBe("Bitte füllen Sie alle Pflichtfelder aus.");
  });

  it("ignores forged fields (user_id, read_at, id)", async () => {
    const email = uniqueEmail("forged");
    const res = await new ApiClient(api).post<{ message: { id: string } }>("/api/contact-messages", {
      ...valid(email),
      id: "00000000-0000-4000-8000-000000000000",
      user_id: adminId,
      read_at: new Date().toISOString(),
    });
    expect(res.status).toBe(201);
    const [row] = await stored(email);
    expect(row).toMatchObject({ user_id: null, read_at: null });
    expect(row?.id).not.toBe("00000000-0000-4000-8000-000000000000");
  });

  it("rate-limits one address after 10 messages in 10 minutes", async () => {
    const client = new ApiClient(api);
    for (let i = 0; i < 10; i++) expect((await client.post("/api/contact-messages", valid())).status).toBe(201);
    const email = uniqueEmail("limited");
    const limited = await client.post<ErrorBody>("/api/contact-messages", valid(email));
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("RATE_LIMITED");
    expect(await stored(email)).toHaveLength(0);
    // Another address is not affected.
    expect((await new ApiClient(api).post("/api/contact-messages", valid())).status).toBe(201);
  });
});

describe("/api/admin/contact-messages", () => {
  it("is for administrators only: visitor 401, user 403", async () => {
    const visitor = new ApiClient(api);
    expect((await visitor.get("/api/admin/contact-messages")).status).toBe(401);
    const user = new ApiClient(api);
    await user.register();
    const res = await user.get<ErrorBody>("/api/admin/contact-messages");
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("FORBIDDEN");
    const [row] = await services.db.select().from(contactMessages).limit(1);
    expect((await user.post(`/api/admin/contact-messages/${row!.id}/read`, { read: true })).status).toBe(403);
    expect((await visitor.request("DELETE", `/api/admin/contact-messages/${row!.id}`)).status).toBe(401);
    expect((await user.request("DELETE", `/api/admin/contact-messages/${row!.id}`)).status).toBe(403);
    expect((await services.db.select().from(contactMessages).where(eq(contactMessages.id, row!.id)))[0]?.read_at).toBeNull();
  });

  it("lists the newest first, 10 a page, with unread counts", async () => {
    const email = uniqueEmail("inbox");
    await new ApiClient(api).post("/api/contact-messages", { ...valid(email), message: "Mesazhi më i ri në kuti." });
    const res = await admin.get<Inbox>("/api/admin/contact-messages");
    expect(res.status).toBe(200);
    expect(res.body.messages[0]).toMatchObject({ email, message: "Mesazhi më i ri në kuti.", read_at: null });
    expect(res.body.messages.length).toBeLessThanOrEqual(10);
    expect(res.body.total).toBeGreaterThan(10);
    expect(res.body.unread).toBe(res.body.total);
    const last = await admin.get<Inbox>("/api/admin/contact-messages?page=999");
    expect(last.body.page).toBe(last.body.pages);
    expect((await admin.get("/api/admin/contact-messages?page=abc")).status).toBe(400);
  });

  it("marks read and unread, filters unread, and writes the audit log", async () => {
    const email = uniqueEmail("lexo");
    await new ApiClient(api).post("/api/contact-messages", valid(email));
    const [row] = await stored(email);
    const read = await admin.post<{ message: { read_at: string | null } }>(`/api/admin/contact-messages/${row!.id}/read`, { read: true });
    expect(read.status).toBe(200);
    expect(read.body.message.read_at).not.toBeNull();
    const unread = await admin.get<Inbox>("/api/admin/contact-messages?filter=unread");
    expect(unread.body.messages.some((m) => m.id === row!.id)).toBe(false);
    await admin.post(`/api/admin/contact-messages/${row!.id}/read`, { read: false });
    expect((await stored(email))[0]?.read_at).toBeNull();
    const audit = await services.db.select().from(auditLog).where(eq(auditLog.target_id, row!.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["contact_message.read", "contact_message.unread"]);
    expect(audit[0]).toMatchObject({ actor_id: adminId, target_type: "contact_message" });
  });

  it("deletes a message (audited); unknown ids are 404", async () => {
    const email = uniqueEmail("fshi");
    await new ApiClient(api).post("/api/contact-messages", valid(email));
    const [row] = await stored(email);
    expect((await admin.request("DELETE", `/api/admin/contact-messages/${row!.id}`)).status).toBe(200);
    expect(await stored(email)).toHaveLength(0);
    const audit = await services.db.select().from(auditLog).where(eq(auditLog.target_id, row!.id));
    expect(audit[0]?.action).toBe("contact_message.delete");
    expect((await admin.request("DELETE", `/api/admin/contact-messages/${row!.id}`)).status).toBe(404);
    expect((await admin.post("/api/admin/contact-messages/not-a-uuid/read", { read: true })).status).toBe(404);
  });
});
