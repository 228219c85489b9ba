// Shared by the per-language extraction tests: read a fixture, run the real
// extractor on it, and view its output as plain rows to compare.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { extractSource } from '../../src/extract/extractor.js';
import type { DefinitionKind, ExtractResult, LanguageId, ReferenceKind } from '../../src/types.js';
import { PROJECT_ROOT } from '../helpers.js';

/** Extract `fixtures/extract/<dir>/<file>` as `language`. */
export function extractFixture(language: LanguageId, dir: string, file: string): Promise<ExtractResult> {
  return extractSource(language, readFileSync(join(PROJECT_ROOT, 'fixtures', 'extract', dir, file), 'utf8'));
}

export type Row = [kind: DefinitionKind, qualifiedName: string, startLine: number, signature: string];

/** [kind, qualifiedName, startLine, signature] of every definition, in source order. */
export function defRows(result: ExtractResult): Row[] {
  return result.definitions.map((d): Row => [d.kind, d.qualifiedName, d.startLine, d.signature]);
}

/** The kinds under which `name` is referenced, sorted. */
export function refKinds(result: ExtractResult, name: string): ReferenceKind[] {
  return result.references.filter((r) => r.name === name).map((r) => r.kind).sort();
}

export function hasRef(result: ExtractResult, name: string, kind: ReferenceKind): boolean {
  return result.references.some((r) => r.name === name && r.kind === kind);
}

/** Every reference as `kind:name`. */
export function refKeys(result: ExtractResult): string[] {
  return result.references.map((r) => `${r.kind}:${r.name}`);
}

export function ref(result: ExtractResult, kind: string, name: string) {
  return result.references.find((r) => r.kind === kind && r.name === name);
}

/** The one definition with this qualified name (fails the test when there are none or several). */
export function def(result: ExtractResult, qualifiedName: string) {
  const found = result.definitions.filter((d) => d.qualifiedName === qualifiedName);
  expect(found, qualifiedName).toHaveLength(1);
  return found[0]!;
}
