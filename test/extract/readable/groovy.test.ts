// What tree-sitter-groovy 0.1.2 (and Java's grammar, its fallback) cannot read is rewritten in
// place, every byte keeping its offset: the definitions of a file built from such Groovy survive.
import { describe, expect, it } from 'vitest';
import { extractSource } from '../../../src/extract/extractor.js';
import { groovyReadable } from '../../../src/extract/readable/groovy.js';

const SPEC = [
  'class RunnerSpec extends Specification {',
  '  static count = 0',
  "  @Shared sql = Sql.newInstance('jdbc:h2:mem:', '')",
  '  def list = Mock(List)',
  '  // a comment between two fields',
  "  @Autowired @Named('stub')",
  '  Greeter stub',
  '',
  '  def setup() {',
  "    writer.println 'Unable to produce the AST:'",
  '    runner.runSpecBody """',
  '      def x = 1',
  '    """',
  "    holder.value = ''",
  '    list.add item',
  '  }',
  '',
  '  def "runs a feature"() {',
  '    expect:',
  "    isRendered '''",
  '      x',
  "    ''', { def y = 2 }",
  '    assert 1 + 2 == 3, "math"',
  '  }',
  '',
  '  private static main(args) {',
  '    cfe.message.eachLine { println it }',
  '  }',
  '}',
].join('\n');

describe('groovyReadable', () => {
  it('keeps every offset', () => {
    expect(groovyReadable(SPEC).length).toBe(SPEC.length);
    expect(groovyReadable(SPEC).split('\n').map((line) => line.length)).toEqual(SPEC.split('\n').map((line) => line.length));
  });

  it('reads command expressions, empty single-quoted strings and untyped fields: every definition of the class is found', async () => {
    const result = await extractSource('groovy', SPEC);
    const names = result.definitions.map((d) => `${d.kind} ${d.name} ${d.startLine}`);
    expect(names).toEqual([
      'class RunnerSpec 1',
      'field count 2',
      'field sql 3',
      'field list 4',
      'field stub 6',
      'method setup 9',
      'method runs_a_feature 18',
      'method main 26',
    ]);
    // signatures are the file's own text, not the rewrite (an annotation read as the field's
    // type leaves its `@` out: the node starts at its name)
    expect(result.definitions.find((d) => d.name === 'sql')?.signature).toBe("Shared sql = Sql.newInstance('jdbc:h2:mem:', '')");
    expect(result.definitions.find((d) => d.name === 'count')?.signature).toBe('  static count = 0');
  });

  it('leaves a Gradle DSL in closures and at the top level alone', () => {
    const gradle = ["plugins {", "  id 'java' version '1.0' apply false", '}', 'dependencies {', '  api libs.okhttp', "  implementation project(':core')", '}'].join('\n');
    const readable = groovyReadable(gradle);
    expect(readable).not.toContain('=');
    expect(readable).toContain('id "java" version "1.0"');
  });
});
