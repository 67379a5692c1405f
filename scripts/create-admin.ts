// Creates the first administrator on a real deployment, or promotes an existing account:
//   npm run create-admin -- --email ops@example.com --name "Emri Mbiemri"
// The password is read from the PRONA_ADMIN_PASSWORD environment variable or asked for (not echoed).
// Uses the same configuration as the server (DATABASE_URL or DATA_DIR); stop an embedded server first.
import { parseArgs } from "node:util";
import readline from "node:readline";
import { createAdministrator } from "../app/.server/auth/create-admin";
import { configFromProcess } from "../app/.server/config";
import { migrate } from "../app/.server/db/migrate";
import { openDatabase } from "../app/.server/services";
import { isAppError } from "../app/domain/errors";
import { serverT } from "../app/.server/i18n";

const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string", default: "Administrator" } } });
if (!values.email) {
  console.error('usage: npm run create-admin -- --email <email> [--name "<name>"]');
  process.exit(2);
}

async function askHidden(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WritableStream };
  output._writeToOutput = (s: string) => output.output.write(s.includes(question) ? s : "");
  const answer = await new Promise<string>((resolve) => rl.question(question, resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

const password = process.env.PRONA_ADMIN_PASSWORD ?? (await askHidden("Password (at least 6 characters): "));
const config = configFromProcess();
const database = await openDatabase(config);
try {
  await migrate(database);
  const result = await createAdministrator(
    database.db,
    { email: values.email, name: values.name, password },
    { passwordHashCost: config.passwordHashCost },
  );
  console.log(result.created ? `Administrator ${values.email} created.` : `${values.email} is now an administrator (password updated).`);
} catch (error) {
  if (isAppError(error)) {
    console.error(serverT("en")(`errors:${error.code}`, error.params));
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
