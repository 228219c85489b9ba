import { insidePath, parse, positiveInt, rootArg } from '../args.js';
import { withUpdatedRepository } from '../session.js';
import { UsageError } from '../errors.js';
import { echoPath, echoText, REFERENCE_KINDS, referenceReport, type ReferenceKind } from '../../index.js';

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, 'refs');
  if (positionals.length === 0) throw new UsageError('missing NAME (repomap refs [ROOT] NAME)');
  if (positionals.length > 2) throw new UsageError('too many arguments (repomap refs [ROOT] NAME)');
  const root = rootArg(positionals.length === 2 ? positionals : []);
  const name = positionals[positionals.length - 1]!;
  if (name.trim() === '') throw new UsageError("the name is empty: give a definition's name or qualified name");
  if (values.callers && values.callees) throw new UsageError('give --callers or --callees, not both');
  const kind = values.kind as string | undefined;
  if (kind !== undefined && !(REFERENCE_KINDS as readonly string[]).includes(kind)) {
    throw new UsageError(`--kind must be one of ${REFERENCE_KINDS.join(', ')}, got '${echoText(kind)}'`);
  }
  if (kind !== undefined && (values.callers || values.callees)) throw new UsageError('--kind is for references: callers and callees follow calls');
  const limit = positiveInt(values.limit, '--limit');
  if (limit !== undefined && values.callees) throw new UsageError('--limit is for references and callers');
  const path = typeof values.path === 'string' ? insidePath(root, values.path, '--path') : undefined;
  const json = values.json === true;

  await withUpdatedRepository(root, values, async (repo) => {
    const relation = values.callers ? 'callers' : values.callees ? 'callees' : 'uses';
    const { text, json: structured, empty } = referenceReport(repo, name, relation, { path, limit, kind: kind as ReferenceKind | undefined });
    if (json) process.stdout.write(`${JSON.stringify(structured)}\n`);
    else if (empty) process.stderr.write(`repomap: no definition or use of '${echoText(name)}'${path === undefined ? '' : ` in ${echoPath(path)}`}\n`);
    else process.stdout.write(`${text}\n`);
  });
}
