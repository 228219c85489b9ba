import { echoPath } from '../shared/quote.js';
import { describeReject, load, type Candidate } from './candidates.js';
import { Failure, describeOverflow, oversize, tryAdd, type PackContext } from './context.js';
import { fileHeader, section } from './render.js';
import type { PackRole } from './types.js';

function mandatory(context: PackContext, role: PackRole): boolean {
  return role === 'required' || (role === 'pr-path' && context.request.mode === 'fail-closed');
}

/** A required or PR file, whole; rejected or discarded (and the run failed when it is mandatory) otherwise. */
export function addFile(context: PackContext, { input, role, found }: Candidate): void {
  const { budget, items } = context;
  const isMandatory = mandatory(context, role);
  const path = found.path;
  const loaded = load(context, found);
  if (loaded.kind === 'reject') {
    const reason = loaded.reason === 'missing' && role === 'required' ? 'required-missing' : loaded.reason;
    items.push({ path, role, bytes: null, tokens: null, action: 'reject', reason });
    if (isMandatory) throw new Failure(`${role} ${echoPath(input)}: ${describeReject(loaded.reason)}${role === 'pr-path' ? ' (fail-closed)' : ''}`);
    return;
  }
  const header = fileHeader(path, role);
  if (loaded.kind === 'prefix') {
    items.push({ path, role, ...oversize(header, loaded.size), action: 'discard', reason: 'budget:bytes', form: 'whole' });
    if (isMandatory) throw new Failure(`${role} ${echoPath(path)} does not fit: it is ${loaded.size} bytes, over the byte budget of ${budget.bytes}`);
    return;
  }
  const text = section(header, loaded.text);
  const over = tryAdd(context, text);
  const size = budget.measure(text);
  if (over === null) {
    items.push({ path, role, ...size, action: 'inject', reason: 'budget-ok', form: 'whole' });
    context.shown.add(path);
    return;
  }
  items.push({ path, role, ...size, action: 'discard', reason: over, form: 'whole' });
  if (isMandatory) throw new Failure(`${role} ${echoPath(path)} does not fit: ${describeOverflow(context, text, over)}`);
}
