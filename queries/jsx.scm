; Shared by the JavaScript and TSX queries (javascript.scm, tsx.scm: `; inherits: jsx`).
; JSX components count as calls: <Invoice />, <Layout>…</Layout>, <Nav.Item />
; (the object `Nav` is a member reference). Lower-case tags are intrinsic HTML
; elements, not references.

(jsx_opening_element name: (identifier) @name (#match? @name "^[A-Z]")) @reference.call
(jsx_self_closing_element name: (identifier) @name (#match? @name "^[A-Z]")) @reference.call
(jsx_opening_element name: (member_expression property: (property_identifier) @name)) @reference.call
(jsx_self_closing_element name: (member_expression property: (property_identifier) @name)) @reference.call
