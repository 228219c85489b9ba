import type { LanguageCase } from './types.js';

/** Statements that only occur in bodies. */
const BODY = /\breturn\b|\+\+instances|--instances|\bstatic int counter/;

export const cpp: LanguageCase = {
  language: 'cpp',
  dir: 'cpp/src',
  files: [
    {
      file: 'shapes.hpp',
      finds: 'namespaces, classes and structs with methods, constructors, destructors, operators and fields, templates with their template line, aliases, enum classes, macros and prototypes',
      definitions: [
        ['macro', 'SHAPES_API', 7, '#define SHAPES_API'],
        ['macro', 'SHAPES_SQUARE', 8, '#define SHAPES_SQUARE(x) ((x) * (x))'],
        ['module', 'shapes', 10, 'namespace shapes'],
        ['type', 'shapes.Scalar', 12, 'using Scalar = double;'],
        ['type', 'shapes.ShapePtr', 13, 'typedef std::unique_ptr<class Shape> ShapePtr;'],
        ['enum', 'shapes.Fill', 15, 'enum class Fill'],
        ['constant', 'shapes.Fill.None', 15, 'None'],
        ['constant', 'shapes.Fill.Solid', 15, 'Solid = 1'],
        ['constant', 'shapes.Fill.Hatched', 15, 'Hatched'],
        ['class', 'shapes.Shape', 17, 'class Shape'],
        ['method', 'shapes.Shape.Shape', 19, '  Shape(std::string name);'],
        ['method', 'shapes.Shape.~Shape', 20, '  virtual ~Shape();'],
        ['method', 'shapes.Shape.area', 21, '  virtual Scalar area() const = 0;'],
        ['method', 'shapes.Shape.name', 22, '  const std::string &name() const'],
        ['method', 'shapes.Shape.operator<', 23, '  bool operator<(const Shape &other) const;'],
        ['field', 'shapes.Shape.instances', 24, '  static int instances;'],
        ['field', 'shapes.Shape.name_', 27, '  std::string name_;'],
        ['field', 'shapes.Shape.fill_', 28, '  Fill fill_ = Fill::None;'],
        ['class', 'shapes.Registry', 31, 'template <typename T>\nclass Registry : public Counted, private std::vector<T>'],
        ['method', 'shapes.Registry.find', 34, '  template <typename U>\n  T *find(const U &key);'],
        ['method', 'shapes.Registry.size', 36, '  std::size_t size() const;'],
        ['type', 'shapes.Registry.value_type', 37, '  using value_type = T;'],
        ['struct', 'shapes.Registry.Slot', 40, '  struct Slot'],
        ['field', 'shapes.Registry.Slot.item', 41, '    T *item;'],
        ['field', 'shapes.Registry.Slot.refs', 42, '    unsigned refs;'],
        ['field', 'shapes.Registry.slots_', 44, '  Slot *slots_;'],
        ['struct', 'shapes.Circle', 47, 'struct Circle final : Shape'],
        ['method', 'shapes.Circle.Circle', 48, '  explicit Circle(Scalar r) : Shape("circle"), radius(r)'],
        ['method', 'shapes.Circle.area', 49, '  Scalar area() const override;'],
        ['field', 'shapes.Circle.radius', 50, '  Scalar radius;'],
        ['function', 'shapes.clamp', 53, 'template <typename T>\nconstexpr T clamp(T v,\n                  T lo,\n                  T hi)'],
        ['function', 'shapes.make_shape', 60, 'ShapePtr make_shape(const std::string &kind);'],
        ['module', 'shapes.detail', 62, 'namespace detail'],
        ['function', 'shapes.detail.next_id', 63, 'int next_id();'],
      ],
      locals: ['v', 'lo', 'hi', 'key', 'other'],
      endLines: { 'shapes.Shape': 29, 'shapes.clamp': 58, shapes: 66 },
      body: { pattern: BODY },
      referenceKinds: {
        Counted: ['inheritance'],
        vector: ['inheritance'], // private std::vector<T>
        Shape: ['inheritance', 'type'], // struct Circle : Shape, class Shape in a template argument
        Slot: ['type'],
        Scalar: ['type'],
      },
      referenced: { type: ['string', 'unique_ptr', 'size_t', 'Fill'] },
      imports: [
        { specifier: '<memory>', names: [], line: 3 },
        { specifier: '<string>', names: [], line: 4 },
        { specifier: 'geometry/vec.hpp', names: [], line: 5 },
      ],
    },
    {
      file: 'shapes.cpp',
      finds: 'out-of-line members qualified by their class (`Shape::area` is `Shape.area`), static data members, template members, nested namespaces',
      definitions: [
        ['module', 'shapes', 5, 'namespace shapes'],
        ['field', 'Shape.instances', 7, 'int Shape::instances = 0;'],
        ['variable', 'shapes.kPi', 8, 'static const double kPi = 3.14159265358979;'],
        ['method', 'Shape.Shape', 10, 'Shape::Shape(std::string name) : name_(std::move(name))'],
        ['method', 'Shape.~Shape', 12, 'Shape::~Shape()'],
        ['method', 'Shape.operator<', 14, 'bool Shape::operator<(const Shape &other) const'],
        ['method', 'Circle.area', 18, 'Scalar Circle::area() const'],
        ['method', 'Registry.size', 20, 'template <typename T>\nstd::size_t Registry<T>::size() const'],
        ['function', 'shapes.make_shape', 25, 'ShapePtr make_shape(const std::string &kind)'],
        ['module', 'shapes.detail', 30, 'namespace detail'],
        ['function', 'shapes.detail.next_id', 31, 'int next_id()'],
      ],
      locals: ['counter'],
      endLines: { 'Shape.operator<': 16, 'Registry.size': 23 },
      body: { pattern: BODY },
      referenceKinds: {
        Circle: ['new'],
        clamp: ['call'],
        move: ['call'], // std::move(name)
        area: ['call'],
        Registry: ['type'],
      },
      imports: [
        { specifier: 'shapes.hpp', names: [], line: 1 },
        { specifier: '<cmath>', names: [], line: 3 },
      ],
    },
    {
      file: 'ledger.hpp',
      finds: 'the declarations between namespace macros, a method below an attribute macro, and an enum whose last value looks like a macro',
      definitions: [
        // (a signature stops before a brace, even in a macro's value)
        ['macro', 'LEDGER_BEGIN_NAMESPACE', 4, '#define LEDGER_BEGIN_NAMESPACE namespace ledger'],
        ['macro', 'LEDGER_END_NAMESPACE', 5, '#define LEDGER_END_NAMESPACE }'],
        ['macro', 'LEDGER_NODISCARD', 6, '#define LEDGER_NODISCARD [[nodiscard]]'],
        ['enum', 'Side', 10, 'enum class Side'],
        ['constant', 'Side.DEBIT', 11, '  DEBIT'],
        ['constant', 'Side.CREDIT_SIDE', 12, '  CREDIT_SIDE'],
        ['class', 'Account', 15, 'class Account'],
        ['method', 'Account.balance', 18, '  long balance() const;'],
        ['method', 'Account.post', 19, '  void post(long cents, Side side);'],
      ],
    },
    {
      file: 'settings.hpp',
      finds: 'a class body whose branches open a constructor differently, declare members under #ifdef and #else, add a parameter, and hide an #if 0 member, inside an include guard, with an access-specifier macro and a deprecation macro above a method',
      definitions: [
        ['macro', 'SETTINGS_HPP', 3, '#define SETTINGS_HPP'],
        ['macro', 'SETTINGS_PRIVATE_UNLESS_TESTED', 7, '#define SETTINGS_PRIVATE_UNLESS_TESTED private'],
        ['macro', 'SETTINGS_DEPRECATED_FOR', 8, '#define SETTINGS_DEPRECATED_FOR(since, replacement) [[deprecated]]'],
        ['module', 'settings', 10, 'namespace settings'],
        ['class', 'settings.Store', 12, 'class Store'],
        // the constructor's first branch is the one parsed (the two open its body differently)
        ['method', 'settings.Store.Store', 16, '    explicit Store(std::string_view path)'],
        // both branches of a conditional whose branches each balance
        ['method', 'settings.Store.lock', 26, '    void lock();'],
        ['method', 'settings.Store.unlock', 27, '    void unlock();'],
        ['method', 'settings.Store.lock', 29, '    void lock()'],
        ['method', 'settings.Store.unlock', 30, '    void unlock()'],
        ['method', 'settings.Store.value', 34, '    std::string value(const std::string& key) const;'],
        // a signature is the file's own text, directives included
        [
          'method',
          'settings.Store.get',
          36,
          '    std::string get(const std::string& key,\n#if SETTINGS_HAS_DEFAULTS\n                    const std::string& fallback = "")\n#else\n                    const std::string& fallback)\n#endif\n    const;',
        ],
        ['method', 'settings.Store.load', 45, '    void load(const std::string& path);'],
        ['field', 'settings.Store.path_', 51, '    std::string path_;'],
        ['field', 'settings.Store.flags_', 52, '    int flags_ = 0;'],
      ],
      endLines: { 'settings.Store': 53, 'settings.Store.Store': 23, settings: 55 },
    },
  ],
};
