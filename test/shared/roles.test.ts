import { describe, expect, it } from 'vitest';
import { fileRole } from '../../src/shared/roles.js';

describe('file roles from paths', () => {
  it('tells source from tests, docs and examples, vendored and generated code', () => {
    expect(fileRole('src/flask/app.py')).toBe('source');
    expect(fileRole('gin.go')).toBe('source');
    expect(fileRole('src/hono.ts')).toBe('source');
    expect(fileRole('tests/test_app.py')).toBe('test');
    expect(fileRole('testing/python/fixtures.py')).toBe('test');
    expect(fileRole('src/app_test.go')).toBe('test');
    expect(fileRole('src/router.test.ts')).toBe('test');
    expect(fileRole('src/foo/conftest.py')).toBe('test');
    expect(fileRole('src/main/java/com/x/FooTest.java')).toBe('test');
    expect(fileRole('runtime-tests/deno/app.ts')).toBe('test');
    expect(fileRole('docs/conf.py')).toBe('doc');
    expect(fileRole('examples/app.py')).toBe('doc');
    expect(fileRole('vendor/github.com/x/y.go')).toBe('vendored');
    expect(fileRole('node_modules/x/index.js')).toBe('vendored');
    expect(fileRole('api/service.pb.go')).toBe('generated');
    expect(fileRole('dist/index.js')).toBe('vendored');
  });
});
