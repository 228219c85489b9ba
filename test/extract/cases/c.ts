import type { LanguageCase } from './types.js';

/** Statements that only occur in bodies. */
const BODY = /\breturn\b|\bfree\(|\+\+;|--;/;

export const c: LanguageCase = {
  language: 'c',
  dir: 'c/src',
  files: [
    {
      file: 'ringbuf.h',
      finds: 'macros, typedefs (function pointers, anonymous structs), structs, unions, enums with enumerators, fields, externs and prototypes',
      definitions: [
        // the include guard is a macro too (ctags tags it)
        ['macro', 'RINGBUF_H', 2, '#define RINGBUF_H'],
        ['macro', 'RINGBUF_MIN_CAPACITY', 7, '#define RINGBUF_MIN_CAPACITY 16'],
        ['macro', 'RINGBUF_IS_EMPTY', 8, '#define RINGBUF_IS_EMPTY(rb) ((rb)->head == (rb)->tail)'],
        ['type', 'byte_t', 10, 'typedef unsigned char byte_t;'],
        ['type', 'ringbuf_visit_fn', 11, 'typedef int (*ringbuf_visit_fn)(const byte_t *item, void *ctx);'],
        ['struct', 'ringbuf_counters', 15, 'typedef struct'],
        ['field', 'ringbuf_counters.pushes', 16, '  size_t pushes;'],
        ['field', 'ringbuf_counters.drops', 17, '  size_t drops;'],
        ['struct', 'ringbuf', 20, 'struct ringbuf'],
        ['field', 'ringbuf.data', 21, '  byte_t *data;'],
        ['field', 'ringbuf.capacity', 22, '  size_t capacity;'],
        ['field', 'ringbuf.head', 23, '  size_t head, tail;'],
        ['field', 'ringbuf.tail', 23, '  size_t head, tail;'],
        ['field', 'ringbuf.counters', 24, '  ringbuf_counters counters;'],
        ['field', 'ringbuf.on_full', 25, '  int (*on_full)(struct ringbuf *rb);'],
        ['field', 'ringbuf.name', 26, '  char name[32];'],
        ['enum', 'ringbuf_policy', 29, 'enum ringbuf_policy'],
        ['constant', 'ringbuf_policy.RINGBUF_DROP_OLDEST', 30, '  RINGBUF_DROP_OLDEST'],
        ['constant', 'ringbuf_policy.RINGBUF_DROP_NEWEST', 31, '  RINGBUF_DROP_NEWEST = 2'],
        ['struct', 'ringbuf_word', 34, 'union ringbuf_word'],
        ['field', 'ringbuf_word.u', 35, '  unsigned int u;'],
        ['field', 'ringbuf_word.f', 36, '  float f;'],
        ['variable', 'ringbuf_policy_names', 39, 'extern const char *ringbuf_policy_names[];'],
        ['function', 'ringbuf_create', 41, 'struct ringbuf *ringbuf_create(size_t capacity,\n                               enum ringbuf_policy policy);'],
        ['function', 'ringbuf_destroy', 43, 'void ringbuf_destroy(struct ringbuf *rb);'],
        ['function', 'ringbuf_push', 44, 'int ringbuf_push(struct ringbuf *rb, byte_t value);'],
        ['function', 'ringbuf_each', 45, 'int ringbuf_each(const struct ringbuf *rb, ringbuf_visit_fn visit, void *ctx);'],
      ],
      // a bare `struct ringbuf_stats;` declares nothing new
      locals: ['ringbuf_stats', 'item', 'ctx', 'rb'],
      endLines: { ringbuf: 27, 'ringbuf_policy': 32, ringbuf_create: 42 },
      referenceKinds: {
        ringbuf_stats: ['type'],
        byte_t: ['type'],
        ringbuf_counters: ['type'],
      },
      imports: [
        { specifier: '<stddef.h>', names: [], line: 4 },
        { specifier: 'config.h', names: [], line: 5 },
      ],
    },
    {
      file: 'ringbuf.c',
      finds: 'globals, an anonymous struct named by its variable, static and multi-line function definitions; locals are not definitions',
      definitions: [
        ['variable', 'ringbuf_policy_names', 4, 'const char *ringbuf_policy_names[] = {"drop-oldest", "drop-newest"};'],
        ['variable', 'live_buffers', 5, 'static int live_buffers = 0;'],
        ['struct', 'trace_state', 7, 'static struct'],
        ['field', 'trace_state.enabled', 8, '  int enabled;'],
        ['field', 'trace_state.events', 9, '  unsigned long events;'],
        ['function', 'next_index', 12, 'static size_t next_index(const struct ringbuf *rb, size_t i)'],
        ['function', 'ringbuf_create', 17, 'struct ringbuf *\nringbuf_create(size_t capacity,\n               enum ringbuf_policy policy)'],
        ['function', 'ringbuf_destroy', 30, 'void ringbuf_destroy(struct ringbuf *rb)'],
        ['function', 'ringbuf_push', 37, 'int ringbuf_push(struct ringbuf *rb, byte_t value)'],
        ['function', 'ringbuf_each', 51, 'int ringbuf_each(const struct ringbuf *rb, ringbuf_visit_fn visit, void *ctx)'],
      ],
      locals: ['rb', 'cap', 'next', 'stop', 'i'],
      endLines: { ringbuf_create: 28, trace_state: 10 },
      body: { pattern: BODY },
      referenceKinds: {
        next_index: ['call'],
        calloc: ['call'],
        ringbuf_visit_fn: ['type'],
        ringbuf: ['type'],
        on_full: ['call', 'member'], // rb->on_full(rb), rb->on_full ? …
        drops: ['member'],
        RINGBUF_MIN_CAPACITY: [], // an object-like macro used as a value is no reference
      },
      referenced: { call: ['malloc', 'free', 'visit'], member: ['capacity', 'events'] },
      imports: [
        { specifier: 'ringbuf.h', names: [], line: 1 },
        { specifier: '<stdlib.h>', names: [], line: 2 },
      ],
    },
    {
      file: 'platform.c',
      finds: 'functions whose header differs per platform (the first branch is parsed), one function per branch of an #if/#elif/#else, an #if 0 that opens an unfinished function, and branches inside a call and an if in a body',
      definitions: [
        ['function', 'platform_init', 5, 'static int platform_init(int argc, char **argv, int wide)'],
        ['function', 'now_seconds', 14, 'static double now_seconds(void)'],
        ['function', 'now_seconds', 16, 'static double now_seconds(void)'],
        ['function', 'now_seconds', 18, 'static double now_seconds(void)'],
        ['function', 'platform_run', 25, 'int platform_run(int argc, char **argv)'],
        ['function', 'platform_version', 42, 'int platform_version(void)'],
      ],
      locals: ['status', 'unused_helper'],
      endLines: { platform_init: 11, platform_run: 40 },
      body: { pattern: BODY },
      referenceKinds: { platform_init: ['call'], now_seconds: ['call'] },
    },
  ],
};
