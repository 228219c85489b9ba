// References, callers and callees as text (`repomap refs`, the find_references tool): lines
// `path:line: text` under the definition they resolve to, the probable ones last. Paths are
// quoted and every other string has its control characters escaped (see shared/quote.ts).
import type { StoredDefinition } from '../types.js';
import { escapeControls, quotePath } from '../shared/quote.js';
import { symbolJson } from './json.js';
import type { Callees, Callers, CallSite, References } from '../store/references.js';

const PROBABLE = 'probable (the same name; the file imports no file defining it):';

function oneLine(signature: string): string {
  const flat = signature.replace(/\s+/g, ' ').trim();
  return escapeControls(flat.length > 160 ? `${flat.slice(0, 159)}…` : flat);
}

function definitionLines(def: StoredDefinition): string[] {
  return [`${quotePath(def.path)}:${def.startLine}  ${def.kind} ${escapeControls(def.qualifiedName)}`, `    ${oneLine(def.signature)}`];
}

function siteLine(path: string, site: CallSite, indent: string): string {
  return `${indent}${quotePath(path)}:${site.line}: ${escapeControls(site.text)}`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The definitions in path order, each followed by what resolves to its file; then the probable rest. */
function grouped<Item>(
  definitions: readonly StoredDefinition[],
  items: readonly Item[],
  fileOf: (item: Item) => string | null,
  render: (item: Item) => string[],
): string[] {
  const out: string[] = [];
  const paths = [...new Set(definitions.map((def) => def.path))];
  for (const path of paths) {
    for (const def of definitions.filter((candidate) => candidate.path === path)) out.push(...definitionLines(def));
    for (const item of items) if (fileOf(item) === path) out.push(...render(item));
  }
  const probable = items.filter((item) => fileOf(item) === null);
  if (probable.length) {
    out.push(definitions.length ? PROBABLE : 'by name (no indexed file defines it):');
    for (const item of probable) out.push(...render(item));
  }
  return out;
}

function more(shown: number, total: number): string[] {
  return total > shown ? [`… ${total - shown} more (raise the limit)`] : [];
}

export function referencesText(report: References): string {
  const certain = report.uses.filter((use) => use.certainty === 'certain').length;
  const head =
    `${escapeControls(report.name)}: ${plural(report.definitions.length, 'definition')}, ${plural(report.total, 'use')}` +
    (report.total === report.uses.length ? ` (${certain} certain, ${report.uses.length - certain} probable)` : '');
  const body = grouped(report.definitions, report.uses, (use) => use.definition, (use) => [siteLine(use.path, use, '  ')]);
  return [head, ...body, ...more(report.uses.length, report.total)].join('\n');
}

export function callersText(report: Callers): string {
  const head = `${escapeControls(report.name)}: ${plural(report.definitions.length, 'definition')}, ${plural(report.total, 'caller')}`;
  const body = grouped(
    report.definitions,
    report.callers,
    (caller) => caller.definition,
    (caller) => [
      caller.caller
        ? `  ${quotePath(caller.path)}:${caller.caller.startLine}  ${caller.caller.kind} ${escapeControls(caller.caller.qualifiedName)}`
        : `  ${quotePath(caller.path)}  (outside any function)`,
      ...caller.calls.map((site) => siteLine(caller.path, site, '    ')),
    ],
  );
  return [head, ...body, ...more(report.callers.length, report.total)].join('\n');
}

export function calleesText(report: Callees): string {
  const out: string[] = [`${escapeControls(report.name)}: ${plural(report.definitions.length, 'definition')}`];
  for (const { definition, callees, unresolved } of report.of) {
    out.push(...definitionLines(definition));
    for (const callee of callees) {
      const where = callee.definitions.map((def) => `${quotePath(def.path)}:${def.startLine}`).join(', ');
      out.push(`  ${callee.certainty} ${callee.kind} ${escapeControls(callee.name)} → ${where}`);
      for (const site of callee.calls) out.push(siteLine(definition.path, site, '    '));
    }
    if (unresolved.length) out.push(`  not defined in the index: ${unresolved.map(escapeControls).join(', ')}`);
    if (!callees.length && !unresolved.length) out.push('  (calls nothing)');
  }
  return out.join('\n');
}

/** `refs --json` and the tool's structured content: definitions as symbolJson prints them. */
export function referencesJson(report: References) {
  return { name: report.name, definitions: report.definitions.map(symbolJson), uses: report.uses, total: report.total };
}

export function callersJson(report: Callers) {
  return {
    name: report.name,
    definitions: report.definitions.map(symbolJson),
    callers: report.callers.map((caller) => ({ ...caller, caller: caller.caller ? symbolJson(caller.caller) : null })),
    total: report.total,
  };
}

export function calleesJson(report: Callees) {
  return {
    name: report.name,
    definitions: report.definitions.map(symbolJson),
    callees: report.of.map(({ definition, callees, unresolved }) => ({
      definition: symbolJson(definition),
      calls: callees.map((callee) => ({ ...callee, definitions: callee.definitions.map(symbolJson) })),
      unresolved,
    })),
  };
}
