// Two readings of a task given as text (issue 27): the component a scope names, and
// `Name::member`. Each on a real index of a small repository, by the order the ranking must
// produce with the rule and without it.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Repository } from '../../src/index.js';
import type { RankOptions } from '../../src/rank/rank.js';
import { scopedFiles, scopeWords } from '../../src/rank/scope.js';
import { defaultFusionParams, fusedOrder, signalCase } from '../../src/rank/fit.js';
import { cleanupTemporaries, temporaryDir } from '../helpers.js';

afterEach(cleanupTemporaries);

function writeTree(files: Record<string, string>): string {
  const root = temporaryDir('repomap-textscope-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

async function orders(root: string, query: string, variants: Record<string, RankOptions>): Promise<Record<string, string[]>> {
  const repo = Repository.open(root);
  await repo.update({ threads: 1 });
  const out: Record<string, string[]> = {};
  for (const [name, options] of Object.entries(variants)) out[name] = repo.rank({ query }, { history: null, ...options }).map((file) => file.path);
  repo.close();
  return out;
}

/** A workspace of three crates; the builder's `Command` is the hub every crate uses. */
const WORKSPACE: Record<string, string> = {
  'kit_builder/src/command.rs':
    'pub struct Command { name: String }\nimpl Command {\n  pub fn new(name: &str) -> Command { Command { name: name.to_string() } }\n  pub fn get_name(&self) -> &str { &self.name }\n  pub fn subcommands(&self) -> Vec<Command> { Vec::new() }\n}\n',
  'kit_builder/src/arg.rs': 'use crate::command::Command;\npub struct Arg { id: String }\nimpl Arg {\n  pub fn candidates(&self, cmd: &Command) -> Vec<String> { vec![cmd.get_name().to_string()] }\n}\n',
  'kit_builder/src/parser.rs': 'use crate::command::Command;\npub fn parse(cmd: &Command) -> usize { cmd.subcommands().len() }\n',
  'kit_complete/src/engine.rs': 'use kit_builder::Command;\npub fn complete(cmd: &Command, word: &str) -> Vec<String> { let _ = word; vec![cmd.get_name().to_string()] }\n',
  'kit_complete/src/shells.rs': 'use kit_builder::Command;\npub fn bash_script(cmd: &Command) -> String { format!("complete -F _{}", cmd.get_name()) }\n',
  'kit_complete/src/env.rs': 'pub fn shell_from_env() -> Option<String> { std::env::var("SHELL").ok() }\n',
  'kit_derive/src/item.rs': 'pub struct Item { kind: u8 }\nimpl Item {\n  pub fn kind(&self) -> u8 { self.kind }\n}\n',
  'kit_derive/src/attr.rs': 'use crate::item::Item;\npub fn attr_kind(item: &Item) -> u8 { item.kind() }\n',
};

describe("a scope names a component (`fix(complete): …` → kit_complete/)", () => {
  it('reads `type(scope):`, `scope:` and `[scope]`, a dash as an underscore', () => {
    expect(scopeWords('fix(complete)!: Correct the version check')).toEqual(['complete']);
    expect(scopeWords('[kit-derive] keep the attribute order')).toEqual(['kit_derive']);
    expect(scopeWords('[13.x] Add a pause switch')).toEqual([]);
    expect(scopeWords('Correct the version check')).toEqual([]);
  });

  it('matches a directory or a word of a package directory, never a word no directory has', () => {
    const paths = Object.keys(WORKSPACE);
    expect([...scopedFiles(paths, 'fix(complete): order')].sort()).toEqual(['kit_complete/src/engine.rs', 'kit_complete/src/env.rs', 'kit_complete/src/shells.rs']);
    expect([...scopedFiles(paths, '[kit-derive] order')].sort()).toEqual(['kit_derive/src/attr.rs', 'kit_derive/src/item.rs']);
    expect(scopedFiles(paths, 'fix(lexer): order').size).toBe(0);
    // `src` holds every file: it names nothing in particular
    expect(scopedFiles(paths, 'src: order').size).toBe(0);
  });

  it("raises the scope's files above the files outside it the text does not name", async () => {
    const order = await orders(writeTree(WORKSPACE), 'fix(complete): list the command name among the candidates', {
      without: { textScopeFactor: 1 },
      with: {},
    });
    const inScope = (path: string): boolean => path.startsWith('kit_complete/');
    // without the rule, the builder's files (the hub and the file defining `candidates`) lead,
    // and the scope's files come after the builder's parser, which the text does not name
    expect(order.without.slice(0, 3).some(inScope)).toBe(false);
    expect(order.without.indexOf('kit_complete/src/engine.rs')).toBeGreaterThan(order.without.indexOf('kit_builder/src/parser.rs'));
    // with it, every file of the scope is above every file outside it that the text's words do not reach
    for (const path of order.with.filter(inScope)) {
      expect(order.with.indexOf(path)).toBeLessThan(order.with.indexOf('kit_builder/src/parser.rs'));
      expect(order.with.indexOf(path)).toBeLessThan(order.with.indexOf('kit_derive/src/item.rs'));
    }
    // the files the text names by its words (command.rs, arg.rs) keep the lead: a scope raises, it does not replace
    expect(order.with.slice(0, 2)).toEqual(order.without.slice(0, 2));
    // the order within the scope, and outside it, is the text's own
    expect(order.with.filter(inScope)).toEqual(order.without.filter(inScope));
    expect(order.with.filter((path) => !inScope(path))).toEqual(order.without.filter((path) => !inScope(path)));
  });

  it("records the scope, so that the fit replays the order the live ranking gives", async () => {
    const repo = Repository.open(writeTree(WORKSPACE));
    await repo.update({ threads: 1 });
    const query = 'fix(complete): list the command name among the candidates';
    const live = repo
      .rank({ query }, { history: null, tuned: false })
      .filter((file) => file.score > 0)
      .map((file) => file.path);
    const signals = repo.ranking({ query }, { history: null, tuned: false }).signals!;
    const recorded = signalCase(signals.lists, signals, []);
    expect(recorded.scoped!.length).toBeGreaterThan(0);
    expect(recorded.scoped!.every((path) => path.startsWith('kit_complete/'))).toBe(true);
    expect(fusedOrder(recorded, defaultFusionParams(true))).toEqual(live);
    // without the scope in the record, the replay would differ from the live order
    expect(fusedOrder({ ...recorded, scoped: [] }, defaultFusionParams(true))).not.toEqual(live);
    repo.close();
  });
});

/** Three classes named `Queue` (a contract, the queue, a facade); only one defines `forward`. */
const QUEUES: Record<string, string> = {
  'src/Contracts/Queue.php': '<?php\nnamespace App\\Contracts;\n\ninterface Queue\n{\n    public function push($job);\n    public function size();\n}\n',
  'src/Queue/Queue.php':
    '<?php\nnamespace App\\Queue;\n\nabstract class Queue\n{\n    public function forward($job, $target)\n    {\n        return $target;\n    }\n\n    public function push($job)\n    {\n        return $job;\n    }\n}\n',
  'src/Facades/Queue.php': '<?php\nnamespace App\\Facades;\n\nclass Queue\n{\n    public static function connection($name)\n    {\n        return $name;\n    }\n}\n',
  'src/Bus/Dispatcher.php':
    '<?php\nnamespace App\\Bus;\n\nuse App\\Contracts\\Queue;\n\nclass Dispatcher\n{\n    public function forward(Queue $queue, $job)\n    {\n        return $queue->push($job);\n    }\n\n    public function dispatch(Queue $queue, $job)\n    {\n        return $queue->push($job);\n    }\n}\n',
  'src/Queue/Worker.php':
    '<?php\nnamespace App\\Queue;\n\nuse App\\Contracts\\Queue;\n\nclass Worker\n{\n    public function run(Queue $queue)\n    {\n        return $queue->size();\n    }\n}\n',
};

describe('`Name::member` names the file whose `Name` defines `member`', () => {
  it('puts that file first, not every file of the class name or of the member', async () => {
    const order = await orders(writeTree(QUEUES), 'Introduce `Queue::forward()` for moving a job to another queue', {
      without: { memberSeeds: 'off' },
      seed: { memberSeeds: 'seed' },
      lead: {},
    });
    expect(order.without[0]).not.toBe('src/Queue/Queue.php');
    expect(order.lead[0]).toBe('src/Queue/Queue.php');
    expect(order.seed.indexOf('src/Queue/Queue.php')).toBeLessThanOrEqual(order.without.indexOf('src/Queue/Queue.php'));
  });

  it("leaves a type declaration file's restatement of the member out", async () => {
    const tree = {
      'src/queue.ts': 'export class Queue {\n  forward(job: string): string {\n    return job;\n  }\n}\n',
      'types/queue.d.ts': 'export declare class Queue {\n  forward(job: string): string;\n}\n',
      'src/worker.ts': "import { Queue } from './queue';\nexport function work(queue: Queue): string {\n  return queue.forward('job');\n}\n",
      'src/bus.ts': "import { Queue } from './queue';\nexport function send(queue: Queue): string {\n  return queue.forward('bus');\n}\n",
    };
    const order = await orders(writeTree(tree), 'Queue#forward drops the job that `send` hands to the bus', { without: { memberSeeds: 'off' }, lead: {} });
    expect(order.lead[0]).toBe('src/queue.ts');
    // the declaration file stays where the text's words put it, behind the files it names
    expect(order.lead.indexOf('types/queue.d.ts')).toBeGreaterThanOrEqual(order.without.indexOf('types/queue.d.ts'));
  });
});
