// One suite over every language's extraction fixtures: each table in cases/ lists a
// language's files with the definitions, references and imports they must yield.
import { describe, expect, it } from 'vitest';
import { bash } from './cases/bash.js';
import { c } from './cases/c.js';
import { cSharp } from './cases/c_sharp.js';
import { cpp } from './cases/cpp.js';
import { dart } from './cases/dart.js';
import { elisp } from './cases/elisp.js';
import { elixir } from './cases/elixir.js';
import { go } from './cases/go.js';
import { haskell } from './cases/haskell.js';
import { groovy } from './cases/groovy.js';
import { hcl } from './cases/hcl.js';
import { powershell } from './cases/powershell.js';
import { java } from './cases/java.js';
import { julia } from './cases/julia.js';
import { kotlin } from './cases/kotlin.js';
import { lua } from './cases/lua.js';
import { php } from './cases/php.js';
import { python } from './cases/python.js';
import { r } from './cases/r.js';
import { objc } from './cases/objc.js';
import { perl } from './cases/perl.js';
import { ocaml } from './cases/ocaml.js';
import { rescript } from './cases/rescript.js';
import { ruby } from './cases/ruby.js';
import { rust } from './cases/rust.js';
import { scala } from './cases/scala.js';
import { solidity } from './cases/solidity.js';
import { swift } from './cases/swift.js';
import { zig } from './cases/zig.js';
import { clojure } from './cases/clojure.js';
import { elm } from './cases/elm.js';
import { gleam } from './cases/gleam.js';
import { systemverilog } from './cases/systemverilog.js';
import { nix } from './cases/nix.js';
import { fsharp } from './cases/fsharp.js';
import type { LanguageCase } from './cases/types.js';
import { def, defRows, extractFixture, hasRef, refKinds } from './support.js';

const LANGUAGES: readonly LanguageCase[] = [go, java, python, rust, c, cpp, cSharp, kotlin, scala, ruby, php, elixir, bash, zig, lua, solidity, ocaml, elisp, rescript, swift, dart, objc, haskell, julia, r, perl, groovy, hcl, clojure, elm, gleam, nix, fsharp, powershell, systemverilog];

for (const { language, dir, files } of LANGUAGES) {
  for (const fixture of files) {
    describe(`${language} extraction: ${fixture.file}`, async () => {
      const result = await extractFixture(language, dir, fixture.file);

      it('parses cleanly', () => {
        expect(result.status).toBe(fixture.status ?? 'ok');
        if (fixture.lines !== undefined) expect(result.lines).toBe(fixture.lines);
      });

      it(`finds ${fixture.finds}, with kinds, qualified names, lines and signatures`, () => {
        expect(defRows(result)).toEqual(fixture.definitions);
      });

      const { locals, endLines, body } = fixture;
      if (locals) {
        it('drops locals', () => {
          const names = result.definitions.map((d) => d.name);
          for (const local of locals) expect(names).not.toContain(local);
        });
      }

      if (endLines) {
        it('records end lines', () => {
          for (const [qualifiedName, endLine] of Object.entries(endLines)) {
            expect(def(result, qualifiedName).endLine, qualifiedName).toBe(endLine);
          }
        });
      }

      if (body) {
        it('never puts a body in a signature', () => {
          for (const { signature } of result.definitions) {
            const rest = body.ignoring === undefined ? signature : signature.replace(body.ignoring, '');
            expect(rest).not.toMatch(body.pattern);
          }
        });
      }

      const { referenced = {}, referenceKinds = {}, firstReferences = [] } = fixture;
      if (Object.keys(referenced).length + Object.keys(referenceKinds).length + firstReferences.length > 0) {
        it('records the references', () => {
          for (const [kind, names] of Object.entries(referenced) as [keyof typeof referenced, string[]][]) {
            for (const name of names) expect(hasRef(result, name, kind), `${kind}:${name}`).toBe(true);
          }
          for (const [name, kinds] of Object.entries(referenceKinds)) expect(refKinds(result, name), name).toEqual(kinds);
          for (const { name, kind, has } of firstReferences) {
            const first = result.references.find((r) => r.name === name && (kind === undefined || r.kind === kind));
            expect(first, `${kind ?? 'any'}:${name}`).toMatchObject(has);
          }
        });
      }

      const { imports } = fixture;
      if (imports) {
        it('records the imports', () => {
          expect(result.imports).toEqual(imports);
        });
      }
    });
  }
}
