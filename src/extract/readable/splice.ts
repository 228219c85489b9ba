/**
 * A text rewritten in place, left to right: each `replace` swaps a span for another of the
 * same length in the readable rewrites (so offsets hold), copying what lies between.
 */
export class Splice {
  private readonly parts: string[] = [];
  private copied = 0;

  constructor(private readonly text: string) {}

  replace(at: number, length: number, by: string): void {
    this.parts.push(this.text.slice(this.copied, at), by);
    this.copied = at + length;
  }

  /** The rewritten text: the original string itself when nothing was replaced. */
  result(): string {
    if (this.copied === 0) return this.text;
    this.parts.push(this.text.slice(this.copied));
    return this.parts.join('');
  }
}
