// The shape of one language's extraction fixtures, checked by languages.test.ts.
import type { ImportRecord, LanguageId, Reference, ReferenceKind } from '../../../src/types.js';
import type { Row } from '../support.js';

export interface FixtureCase {
  /** Path below the language's fixture directory. */
  file: string;
  /** What the definitions cover, for the test name. */
  finds: string;
  /** Every definition in source order: kind, qualified name, start line, signature. */
  definitions: Row[];
  lines?: number;
  /** The extraction's status when not 'ok' (a grammar that leaves errors on valid code). */
  status?: 'partial';
  /** Names that must not be defined (locals, nested functions). */
  locals?: string[];
  /** End line by qualified name. */
  endLines?: Record<string, number>;
  /** Text only a body contains, which no signature may (after removing `ignoring`). */
  body?: { pattern: RegExp; ignoring?: string };
  /** Names that have a reference of the kind they are listed under. */
  referenced?: Partial<Record<ReferenceKind, string[]>>;
  /** The complete sorted list of kinds a name is referenced as; [] for none. */
  referenceKinds?: Record<string, ReferenceKind[]>;
  /** The first reference to `name` (of `kind`, when given) has these fields. */
  firstReferences?: { name: string; kind?: ReferenceKind; has: Partial<Reference> }[];
  imports?: ImportRecord[];
}

export interface LanguageCase {
  language: LanguageId;
  /** Directory below fixtures/extract/ that the files are in. */
  dir: string;
  files: FixtureCase[];
}
