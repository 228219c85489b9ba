// Setting one server in a JSON client config (`{"mcpServers": {...}}` or VS Code's
// `{"servers": {...}, "inputs": [...]}`): parse, set our key, write it back with 2-space
// indentation; every other key is kept as it was parsed.
import { UsageError } from '../errors.js';
import { echoPath } from '../../core.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** VS Code's prompt for a secret, referenced from a server as `${input:ID}`. */
export interface PromptInput extends JsonObject {
  type: 'promptString';
  id: string;
  description: string;
  password: boolean;
}

/** JSON.stringify with 2 spaces, escaping the characters that could move a terminal (C1 controls, DEL) or end a JS line. */
export function jsonText(value: Json): string {
  return JSON.stringify(value, null, 2).replace(/[\u007f-\u009f\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parsed config; an empty or blank file is an empty object. A one-line UsageError on anything else. */
function parseConfig(text: string | null, path: string): JsonObject {
  if (text === null || text.trim() === '') return {};
  let parsed: Json;
  try {
    parsed = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text) as Json;
  } catch (error) {
    // The parser's message may quote the file (a secret, perhaps): say only where.
    const position = /position (\d+)/.exec((error as Error).message);
    const where = position ? ` (line ${text.slice(0, Number(position[1])).split('\n').length})` : '';
    throw new UsageError(`cannot parse ${echoPath(path)} as JSON${where} (comments and trailing commas are not read): fix it or move it aside; nothing was written`);
  }
  if (!isObject(parsed)) throw new UsageError(`${echoPath(path)}: expected a JSON object at the top; nothing was written`);
  if (hasInexactNumber(parsed)) throw new UsageError(`${echoPath(path)} holds an integer too large to write back exactly; nothing was written`);
  return parsed;
}

/** A number beyond 2^53, which JSON.parse has already rounded: writing it back would change the file. */
function hasInexactNumber(value: Json): boolean {
  if (typeof value === 'number') return Math.abs(value) > Number.MAX_SAFE_INTEGER;
  if (Array.isArray(value)) return value.some(hasInexactNumber);
  return isObject(value) && Object.values(value).some(hasInexactNumber);
}

export interface JsonChange {
  /** The new file text; the old text itself when nothing changes. */
  text: string;
  changed: boolean;
  /** A different entry under our name was there before. */
  replaced: boolean;
}

/** Set `config[serversKey][name] = entry` (and our prompt inputs, replaced by id) in the file's text. */
export function setJsonServer(
  text: string | null,
  path: string,
  serversKey: string,
  name: string,
  entry: JsonObject,
  inputs: PromptInput[] = [],
): JsonChange {
  const config = parseConfig(text, path);
  const servers = config[serversKey] ?? {};
  if (!isObject(servers)) throw new UsageError(`${echoPath(path)}: "${serversKey}" is not an object; nothing was written`);
  const existingInputs = config.inputs ?? [];
  if (inputs.length && !Array.isArray(existingInputs)) throw new UsageError(`${echoPath(path)}: "inputs" is not an array; nothing was written`);
  const previous = Object.hasOwn(servers, name) ? servers[name] : undefined;
  const ourIds = new Set(inputs.map((input) => input.id));
  const keptInputs = (existingInputs as Json[]).filter((input) => !(isObject(input) && typeof input.id === 'string' && ourIds.has(input.id)));
  const newInputs = [...keptInputs, ...inputs];
  const same =
    previous !== undefined &&
    JSON.stringify(previous) === JSON.stringify(entry) &&
    inputs.every((input) => (existingInputs as Json[]).some((old) => JSON.stringify(old) === JSON.stringify(input)));
  if (same && text !== null) return { text, changed: false, replaced: false };
  servers[name] = entry;
  config[serversKey] = servers;
  if (inputs.length) config.inputs = newInputs;
  return { text: `${jsonText(config)}\n`, changed: true, replaced: previous !== undefined };
}
