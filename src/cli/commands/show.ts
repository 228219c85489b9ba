import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { insidePath, parse, rootArg } from '../args.js';
import { withUpdatedRepository } from '../session.js';
import { UsageError } from '../errors.js';
import { DEFAULT_CONTEXT_LINES, echoPath, echoText, escapeControls, numberLines, parseLocation, quotePath, readFileAround, readFileRange, RepoError, searchSymbols, showSymbol, symbolJson, type SourceRange } from '../../index.js';

/**
 * A signature on one line (whitespace runs collapsed), at most 160 characters before the
 * control characters left (an ANSI escape) are escaped.
 */
export function oneLineSignature(signature: string): string {
  const flat = signature.replace(/\s+/g, ' ').trim();
  return escapeControls(flat.length > 160 ? `${flat.slice(0, 159)}…` : flat);
}

/**
 * The numbered source as text output prints it: the lines (split at \n; the reader already
 * took CRLF endings as newlines) with their control characters other than TAB escaped, so a
 * lone \r or an ANSI escape in the file cannot rewrite the terminal.
 */
function printableLines(range: SourceRange): string {
  return numberLines({ ...range, text: range.text.split('\n').map(escapeControls).join('\n') });
}

function rangeJson(range: SourceRange) {
  const { path, startLine, endLine, totalLines, text, hash } = range;
  return { path, startLine, endLine, totalLines, text, hash };
}

function nonNegativeInt(value: unknown, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) throw new UsageError(`${flag} must be a non-negative integer, got '${echoText(text)}'`);
  return Number(text);
}

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, 'show');
  if (positionals.length === 0) throw new UsageError('missing TARGET: a symbol name or PATH:LINE[-END] (repomap show [ROOT] TARGET)');
  if (positionals.length > 2) throw new UsageError('too many arguments (repomap show [ROOT] TARGET)');
  const root = rootArg(positionals.length === 2 ? positionals : []);
  const target = positionals[positionals.length - 1]!;
  const context = nonNegativeInt(values.context, '--context') ?? DEFAULT_CONTEXT_LINES;
  const json = values.json === true;

  const location = parseLocation(target);
  if (location) {
    // A window needs no index: the file is read from disk after the path check.
    const path = insidePath(root, location.path, 'PATH');
    let range: SourceRange;
    try {
      range = location.endLine === null ? readFileAround(root, path, location.line, context) : readFileRange(root, path, location.line, location.endLine);
    } catch (error) {
      if (error instanceof RepoError) throw new UsageError(error.message);
      throw error;
    }
    if (json) process.stdout.write(`${JSON.stringify(rangeJson(range))}\n`);
    else {
      process.stdout.write(`${quotePath(range.path)}:${range.startLine}-${range.endLine} (${range.totalLines} lines)\n${printableLines(range)}\n`);
    }
    return;
  }

  await withUpdatedRepository(root, values, async (repo) => {
    const { matches, source } = showSymbol(repo, target);
    if (!matches.length) {
      const onDisk = resolve(root, target);
      if (existsSync(onDisk)) {
        if (statSync(onDisk).isDirectory()) throw new UsageError(`missing TARGET after '${echoPath(target)}': a symbol name or PATH:LINE[-END]`);
        throw new UsageError(`give a line: ${echoPath(target)}:LINE or ${echoPath(target)}:START-END`);
      }
      const suggestions = [...new Set(searchSymbols(repo, target, { limit: 5 }).map((hit) => hit.qualifiedName))].slice(0, 3);
      throw new UsageError(`no symbol named '${echoText(target)}'${suggestions.length ? ` (did you mean ${suggestions.join(', ')}?)` : ''}`);
    }
    if (source) {
      if (json) process.stdout.write(`${JSON.stringify({ symbol: symbolJson(source.symbol), ...rangeJson(source) })}\n`);
      else {
        process.stdout.write(
          `${quotePath(source.path)}:${source.startLine}-${source.endLine}  ${source.symbol.kind} ${escapeControls(source.symbol.qualifiedName)}\n` +
            `${printableLines(source)}\n`,
        );
      }
      return;
    }
    if (json) {
      process.stdout.write(`${JSON.stringify({ matches: matches.map(symbolJson) })}\n`);
      return;
    }
    const width = String(matches.length).length;
    process.stdout.write(`${matches.length} definitions match '${echoText(target)}':\n`);
    matches.forEach((def, index) => {
      process.stdout.write(
        `${String(index + 1).padStart(width + 2)}. ${quotePath(def.path)}:${def.startLine}-${def.endLine}  ${def.kind} ${escapeControls(def.qualifiedName)}\n` +
          `${' '.repeat(width + 4)}${oneLineSignature(def.signature)}\n`,
      );
    });
    process.stdout.write('show one with its qualified name or its location (repomap show [ROOT] PATH:START-END)\n');
  });
}
