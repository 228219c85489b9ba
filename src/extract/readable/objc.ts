import { isSpace, isWordCode, trimEndOf } from '../../shared/chars.js';
import { readableC } from './c-family.js';

// Objective-C headers annotate their declarations with availability macros the grammar cannot
// expand: after a method or property (`- (void)load:(NSURL *)url NS_REFINED_FOR_SWIFT;`,
// `… API_DEPRECATED("use x", ios(8.0, 13.0));`), where the grammar reads the macro as part of the
// selector, and on the line above an `@interface` (`API_AVAILABLE(ios(14.0))`), where it swallows
// the class. Both read as blank, offsets and lines kept; then C's rewrites (c-family.ts).

/** The source as the Objective-C grammar reads it. */
export function readableObjc(source: string): string {
  const lines = readableC(source).split('\n');
  let inDeclaration = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const first = firstWordStart(line);
    if (!inDeclaration && (isMethodStart(line, first) || line.startsWith('@property', first))) inDeclaration = true;
    if (inDeclaration) {
      const end = statementEnd(line);
      if (end >= 0) {
        inDeclaration = false;
        lines[index] = blankTrailingMacros(trimEndOf(line.slice(0, end), ' \t'), line);
      }
    } else if (line[first] !== undefined && isMacroStart(line, first) && macroCallEnd(line, first) === line.trimEnd().length && nextStartsContainer(lines, index + 1)) {
      lines[index] = ' '.repeat(line.length);
    } else if (isAttributeAt(line, first) && macroCallEnd(line, first) === line.trimEnd().length) {
      lines[index] = ' '.repeat(line.length);
    } else if (line.startsWith('@interface', first)) {
      lines[index] = blankMacroAfterSuperclass(line);
    }
  }
  return lines.join('\n');
}

/** `- (void)load…` or `+ (instancetype)new…`: a method's first line. */
function isMethodStart(line: string, first: number): boolean {
  if (line[first] !== '-' && line[first] !== '+') return false;
  let i = first + 1;
  while (i < line.length && isSpace(line[i])) i++;
  return line[i] === '(';
}

/** Where the declaration on this line ends: its `;` or `{`, or -1 when it goes on. */
function statementEnd(line: string): number {
  for (let i = 0; i < line.length; i++) if (line[i] === ';' || line[i] === '{') return i;
  return -1;
}

/**
 * `head` is the line up to its statement's end, without trailing blanks: the run of ` MACRO` and
 * ` MACRO(…)` it ends with is blanked in `line` (at once: a hostile line may hold thousands).
 */
function blankTrailingMacros(head: string, line: string): string {
  const last = head.length;
  let end = last;
  for (;;) {
    let i = end;
    if (head[i - 1] === ')') {
      let depth = 0;
      for (i--; i >= 0; i--) {
        if (head[i] === ')') depth++;
        else if (head[i] === '(' && --depth === 0) break;
      }
      if (i < 0) break;
    }
    let start = i;
    while (start > 0 && isWordCode(head.charCodeAt(start - 1))) start--;
    if (start === i || !isSpace(head[start - 1])) break;
    if (!(isMacroStart(head, start) && macroNameEnd(head, start) === i) && !(i !== end && isAttributeAt(head, start))) break;
    end = start;
    while (end > 0 && isSpace(head[end - 1])) end--;
  }
  if (end === last) return line;
  while (isSpace(head[end])) end++;
  return line.slice(0, end) + ' '.repeat(last - end) + line.slice(last);
}

/**
 * `@interface HTTPServer : NSObject IMPLEMENTED_PROTOCOLS`: a macro standing for the protocol list, after
 * the superclass, reads as blank (the grammar takes it for the first member and loses the class).
 */
function blankMacroAfterSuperclass(line: string): string {
  const colon = line.indexOf(':');
  if (colon < 0) return line;
  const end = trimEndOf(line, ' \t\r').length;
  let start = end;
  while (start > colon && isWordCode(line.charCodeAt(start - 1))) start--;
  if (start === end || !isSpace(line[start - 1]) || !isMacroStart(line, start) || macroNameEnd(line, start) !== end) return line;
  let before = start;
  while (before > colon && isSpace(line[before - 1])) before--;
  if (!isWordCode(line.charCodeAt(before - 1)) && line[before - 1] !== '>') return line;
  return line.slice(0, start) + ' '.repeat(end - start) + line.slice(end);
}

/** `__attribute__` (`__attribute__((deprecated("…")))`) starts at `start`. */
function isAttributeAt(text: string, start: number): boolean {
  return text.startsWith('__attribute__', start) && !isWordCode(text.charCodeAt(start + '__attribute__'.length));
}

/** Whether an upper-case name with an underscore (`NS_SWIFT_NAME`, `API_AVAILABLE`) starts at `start`. */
function isMacroStart(text: string, start: number): boolean {
  const code = text.charCodeAt(start);
  if (!(code >= 0x41 && code <= 0x5a)) return false;
  const end = macroNameEnd(text, start);
  return end > start && text.slice(start, end).includes('_') && !isWordCode(text.charCodeAt(end));
}

/** The end of the run of upper-case letters, digits and underscores from `start`. */
function macroNameEnd(text: string, start: number): number {
  let i = start;
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!((code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x5f)) break;
  }
  return i;
}

/** The end of `MACRO`, `MACRO(…)` or `__attribute__((…))` (balanced) from `start`; -1 when the parentheses do not close on the line. */
function macroCallEnd(line: string, start: number): number {
  const name = isAttributeAt(line, start) ? start + '__attribute__'.length : macroNameEnd(line, start);
  let i = name;
  while (i < line.length && isSpace(line[i])) i++;
  if (line[i] !== '(') return name;
  let depth = 0;
  for (; i < line.length; i++) {
    if (line[i] === '(') depth++;
    else if (line[i] === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

/** Whether the next line that says anything opens an `@interface`, `@protocol` or `@implementation`. */
function nextStartsContainer(lines: readonly string[], from: number): boolean {
  for (let index = from; index < lines.length; index++) {
    const line = lines[index]!;
    const first = firstWordStart(line);
    if (first === line.length) continue;
    return line.startsWith('@interface', first) || line.startsWith('@protocol', first) || line.startsWith('@implementation', first);
  }
  return false;
}

function firstWordStart(line: string): number {
  let i = 0;
  while (i < line.length && isSpace(line[i])) i++;
  return i;
}
