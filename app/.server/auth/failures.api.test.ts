import { describe, expect, it } from "vitest";
import { createApi } from "~/.server/api/app";
import { ApiClient, uniqueEmail } from "../../../tests/support/api-client";
import { createTestServices } from "../../../tests/support/services";

type ErrorBody = { error: { code: string; message: string } };

describe("when the database fails", () => {
  it("answers with the spec's failure texts (document 1 §8), not a bare crash", async () => {
    const services = await createTestServices();
    const api = createApi(services);
    const client = new ApiClient(api);
    const { email, password } = await client.register();
    // The database goes away under the running app (the live-event connection first, as on shutdown).
    await services.events.close();
    await services.database.close();

    const login = await new ApiClient(api).post<ErrorBody>("/api/auth/login", { email, password });
    expect(login.status).toBe(500);
    expect(login.body.error).toEqual({ code: "LOGIN_FAILED", message: "Ndodhi një gabim gjatë kyçjes. Ju lutemi provoni përsëri." });

    const register = await new ApiClient(api).post<ErrorBody>("/api/auth/register", {
      name: "X",
      email: uniqueEmail(),
      password: "sekret123",
      confirm_password: "sekret123",
    });
    expect(register.status).toBe(500);
    expect(register.body.error).toEqual({
      code: "REGISTRATION_FAILED",
      message: "Ndodhi një gabim gjatë regjistrimit. Ju lutem provoni përsëri.",
    });

    const ready = await new ApiClient(api).get("/api/ready");
    expect(ready.status).toBe(503);
    await services.close();
  });
});
