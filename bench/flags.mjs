// The bench scripts' command lines: `--name VALUE` pairs and positional files.
/** `{ flags: Map<name, value>, files: string[] }` of `args` (every `--name` takes the next word). */
export function parseFlags(args) {
  const flags = new Map();
  const files = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i].startsWith('--')) flags.set(args[i].slice(2), args[++i]);
    else files.push(args[i]);
  }
  return { flags, files };
}
