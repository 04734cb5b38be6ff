#!/usr/bin/env python3
"""Checks exported JSON Schemas with the reference validator (`jsonschema`, draft 2020-12).

Usage: validate.py OPEN_DIR CLOSED_DIR FIXTURES_DIR [CASES_FILE]

OPEN_DIR and CLOSED_DIR hold one export of a schema set (`forward-codable export json-schema`,
without and with --closed); FIXTURES_DIR its golden fixtures, <Record>/v<N>.json. For every
fixture it checks that:
  - the fixture validates, open and closed (a golden or history fixture is what an app writes),
    and so does the fixture with each integer written as `2.0`, which the readers read as `2`;
  - each optional field may be null; a field with a default may be null only open (the reader
    reads it as the default); a required field may not, unless it is JSON;
  - a future document validates open and fails closed: the fixture with undeclared keys, with
    each enum field set to a value this version does not know, each union field with a tag it does
    not know (an untagged union's with a value of a kind no variant takes, or null), each resilient list of records with an element it cannot read, each nested record
    (and the first record of a list) with undeclared keys, each list of enums with an unknown value;
  - a document the generated readers refuse fails, open and closed: each required key removed,
    each typed field of the wrong type, each bounded integer one past its maximum, a version stamp
    that is a string or 0, a union without its tag;
  - a document stamped with a newer version than the current one validates (read in the current
    shape).
With CASES_FILE, it writes every document it checked there, with whether the open schema accepts
it, for ExportReaderAgreementTests to decode with the generated Swift readers. Prints a count of
each and every mismatch; exits 1 on any mismatch, 2 when there is nothing to check.
"""

import copy
import json
import os
import sys

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

UNKNOWN_KEYS = {"fromANewerVersion": {"nested": [1, "two", None]}, "x-added-later": 7}
UNKNOWN_STRING = "from-a-newer-version"
# What the generated readers refuse, by the field's type as the schema language writes it (the
# exporter's x-forward-codable annotation), not by the exported keywords under test.
WRONG_VALUE = {"String": 12, "UUID": "not-a-uuid", "URL": 12, "CalendarDate": "17 May 1990", "Bool": "true",
               "Int": "12", "Int32": "12", "Int64": "12", "UInt64": "12", "Double": "1.5", "Float": "1.5",
               "Decimal": "1.5", "Data": 12}
WRONG_FORMATTED = {"iso8601": "2026-12-03 10:00", "epochSeconds": "1764756000", "epochMilliseconds": "1764756000",
                   "string": "12.5e"}
OUT_OF_RANGE = {"Int": [2**63, -2**63 - 1], "Int64": [2**63, -2**63 - 1], "Int32": [2**31, -2**31 - 1],
                "UInt64": [2**64, -1]}


def load(directory):
    """The exported schemas of `directory`, by their $id, in one registry."""
    schemas = {}
    for name in sorted(os.listdir(directory)):
        if name.endswith(".schema.json"):
            with open(os.path.join(directory, name), encoding="utf-8") as file:
                schema = json.load(file)
            Draft202012Validator.check_schema(schema)
            schemas[schema["$id"]] = schema
    registry = Registry().with_resources(
        (uri, Resource.from_contents(schema)) for uri, schema in schemas.items()
    )
    return schemas, registry


class Checker:
    def __init__(self, open_dir, closed_dir):
        self.open, self.open_registry = load(open_dir)
        self.closed, self.closed_registry = load(closed_dir)
        self.counts = {"valid": 0, "accepted": 0, "future": 0, "refused": 0}
        self.failures = []
        self.cases = []

    def valid(self, mode, record, document):
        schemas, registry = (self.open, self.open_registry) if mode == "open" else (self.closed, self.closed_registry)
        schema = schemas[record + ".schema.json"]
        return Draft202012Validator(schema, registry=registry).is_valid(document)

    def expect(self, kind, label, record, document, open_ok, closed_ok):
        for mode, wanted in (("open", open_ok), ("closed", closed_ok)):
            if self.valid(mode, record, document) != wanted:
                verb = "validate" if wanted else "fail"
                self.failures.append(f"{label}: should {verb} against the {mode} {record} schema: "
                                     + json.dumps(document, sort_keys=True)[:300])
        self.counts[kind] += 1
        self.cases.append({"label": label, "record": record, "text": json.dumps(document), "reads": open_ok})

    def shape(self, record, document):
        """The object schema (open) of the version `document` is in: what its fields read as."""
        schema = self.open[record + ".schema.json"]
        vendor = schema.get("x-forward-codable", {})
        if "stamp" not in vendor:
            return schema
        stamp = document.get(vendor["stamp"], vendor.get("unstamped"))
        return schema["$defs"]["v%d" % min(stamp, vendor["version"])]

    def target(self, property_schema):
        """The declared schema behind a field's: the non-null branch of an optional or defaulted one."""
        branches = property_schema.get("anyOf")
        if branches and len(branches) == 2 and branches[1] == {"type": "null"}:
            return branches[0]
        return property_schema

    def declaration(self, property_schema, kind):
        """The exported enum or union a field refers to, if it is one of `kind`."""
        reference = self.target(property_schema).get("$ref", "")
        schema = self.open.get(reference)
        if schema and schema.get("x-forward-codable", {}).get("kind") == kind:
            return schema
        return None

    def resilient(self, property_schema):
        """Whether a field is a list of records whose unreadable elements the reader keeps (a list
        of optional enums, [Mode?], refers to its enum the same way, but keeps no such element)."""
        items = self.target(property_schema).get("items", {})
        if "anyOf" not in items or "$ref" not in items["anyOf"][0]:
            return False
        referenced = self.open.get(items["anyOf"][0]["$ref"], {})
        return referenced.get("x-forward-codable", {}).get("kind") != "enum"

    def refuse_wrong_values(self, label, record, document, key, schema):
        """A field's value of a type, or out of a range, the reader refuses."""
        vendor = schema.get("x-forward-codable", {})
        contract = vendor.get("type", "").rstrip("?")
        if "format" in vendor:
            wrong = [WRONG_FORMATTED[vendor["format"]]]
        elif contract in WRONG_VALUE:
            wrong = [WRONG_VALUE[contract]] + OUT_OF_RANGE.get(contract, [])
        elif contract.startswith("[String:"):
            wrong = [[1]]
        elif contract.startswith("["):
            wrong = [{"not": "a list"}]
        else:
            return
        value = document[key]
        if contract in OUT_OF_RANGE and type(value) is int and abs(value) < 2**53:
            # Both codecs read an integral number written with a fraction or an exponent (`2.0`).
            self.expect("accepted", f"{label} with {key} = {float(value)}", record,
                        {**document, key: float(value)}, True, True)
        for value in wrong:
            self.expect("refused", f"{label} with {key} = {json.dumps(value)}", record,
                        {**document, key: value}, False, False)

    def element_kind(self, element_schema):
        """`record` or `enum` for an element that refers to one (resilient or not), else `None`."""
        branches = element_schema.get("anyOf", [element_schema])
        schema = self.open.get(branches[0].get("$ref", ""))
        return schema["x-forward-codable"]["kind"] if schema else None

    def check_nested(self, label, record, document, key, schema):
        """Future documents one level down: a nested record, or the first record of a list, with
        undeclared keys; a list of enums with a value this version does not know."""
        value = document[key]
        declared = self.target(schema)
        if isinstance(value, dict) and self.element_kind(declared) == "record":
            self.expect("future", f"{label} with undeclared keys in {key}", record,
                        {**document, key: {**value, **UNKNOWN_KEYS}}, True, False)
        items = declared.get("items")
        if items is None or not isinstance(value, list):
            return
        kind = self.element_kind(items)
        if kind == "record" and value and isinstance(value[0], dict):
            self.expect("future", f"{label} with undeclared keys in {key}[0]", record,
                        {**document, key: [{**value[0], **UNKNOWN_KEYS}] + value[1:]}, True, False)
        if kind == "enum":
            enum = self.open[branch_reference(items)]
            unknown = 1000 if enum["x-forward-codable"]["rawType"] == "Int" else UNKNOWN_STRING
            self.expect("future", f"{label} with an unknown value in {key}", record,
                        {**document, key: value + [unknown]}, True, False)

    def unfitting(self, union):
        """A value of a JSON kind no variant of an untagged union takes, from the variants' schema
        types (the exporter's annotation): the reader keeps it whole."""
        types = [branch["x-forward-codable"]["type"] for branch in union["anyOf"] if "x-forward-codable" in branch]
        records = any("$ref" in branch for branch in union["anyOf"])
        candidates = [(UNKNOWN_KEYS, not records), (UNKNOWN_STRING, "String" not in types),
                      (True, "Bool" not in types), (2.5, "Double" not in types),
                      ([1, "two"], not any(kind.startswith("[") for kind in types))]
        return next((value for value, fits_none in candidates if fits_none), None)

    def check_null(self, label, record, document, key, schema):
        """`null` for a field: an optional field reads it; a field with a default reads it as the
        default (a strict reader does not); a required field refuses it, unless it is `JSON`."""
        contract = schema.get("x-forward-codable", {}).get("type", "")
        nulled = {**document, key: None}
        declared = self.target(schema)
        if not any(word in declared for word in ("type", "$ref", "anyOf")):
            return  # An external type: its own Codable conformance decides.
        union = self.declaration(schema, "union")
        if union is not None and union["x-forward-codable"].get("untagged") and not contract.endswith("?"):
            # `null` fits no variant of an untagged union: it is kept whole, as a value from the future.
            self.expect("future", f"{label} with {key} null, kept whole", record, nulled, True, False)
        elif contract.endswith("?") or contract == "JSON":
            # A JSON field holds `null` itself, default or not.
            self.expect("accepted", f"{label} with {key} null", record, nulled, True, True)
        elif "default" in schema:
            self.expect("future", f"{label} with {key} null for its default", record, nulled, True, False)
        elif contract:
            self.expect("refused", f"{label} with {key} null", record, nulled, False, False)

    def check(self, record, version, document):
        label = f"{record}/v{version}.json"
        self.expect("valid", label, record, document, True, True)
        if not isinstance(document, dict):
            return
        shape = self.shape(record, document)
        properties = shape.get("properties", {})
        self.expect("future", label + " with undeclared keys", record, {**document, **UNKNOWN_KEYS}, True, False)
        for key, value in sorted(document.items()):
            schema = properties.get(key)
            if schema is None:
                continue
            enum = self.declaration(schema, "enum")
            if enum is not None and value is not None:
                unknown = 1000 if enum["x-forward-codable"]["rawType"] == "Int" else UNKNOWN_STRING
                self.expect("future", f"{label} with {key} unknown", record, {**document, key: unknown}, True, False)
            union = self.declaration(schema, "union")
            if union is not None and union["x-forward-codable"].get("untagged"):
                unfitting = self.unfitting(union)
                if unfitting is not None:
                    self.expect("future", f"{label} with {key} of a shape no variant takes", record,
                                {**document, key: unfitting}, True, False)
            elif union is not None and isinstance(value, dict):
                tag = union["x-forward-codable"]["tag"]
                self.expect("future", f"{label} with {key} of an unknown tag", record,
                            {**document, key: {**value, tag: UNKNOWN_STRING}}, True, False)
                untagged = {k: v for k, v in value.items() if k != tag}
                self.expect("refused", f"{label} with {key} without its tag", record,
                            {**document, key: untagged}, False, False)
            if self.resilient(schema) and isinstance(value, list):
                self.expect("future", f"{label} with an unreadable element in {key}", record,
                            {**document, key: value + [{"unreadable": True}]}, True, False)
            self.check_nested(label, record, document, key, schema)
            self.refuse_wrong_values(label, record, document, key, schema)
            self.check_null(label, record, document, key, schema)
        for key, schema in sorted(properties.items()):
            contract = schema.get("x-forward-codable", {}).get("type", "")
            if key in document and "default" not in schema and contract and not contract.endswith("?"):
                missing = {k: v for k, v in document.items() if k != key}
                self.expect("refused", f"{label} without {key}", record, missing, False, False)
        stamp = self.open[record + ".schema.json"].get("x-forward-codable", {}).get("stamp")
        if stamp in document:
            self.expect("refused", f"{label} with a string stamp", record,
                        {**document, stamp: str(document[stamp])}, False, False)
            self.expect("refused", f"{label} stamped 0", record, {**document, stamp: 0}, False, False)
            current = self.open[record + ".schema.json"]["x-forward-codable"]["version"]
            if document[stamp] == current:
                # A newer app's document is read in the current shape.
                self.expect("accepted", f"{label} stamped {current + 1}", record,
                            {**document, stamp: current + 1}, True, True)


def branch_reference(schema):
    """The `$ref` of a schema, or of its first `anyOf` branch."""
    return schema.get("anyOf", [schema])[0]["$ref"]


def fixtures(directory):
    for record in sorted(os.listdir(directory)):
        folder = os.path.join(directory, record)
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            if name.startswith("v") and name.endswith(".json"):
                with open(os.path.join(folder, name), encoding="utf-8") as file:
                    yield record, int(name[1:-5]), json.load(file)


def main(arguments):
    if len(arguments) not in (3, 4):
        print(__doc__, file=sys.stderr)
        return 2
    open_dir, closed_dir, fixtures_dir = arguments[:3]
    checker = Checker(open_dir, closed_dir)
    for record, version, document in fixtures(fixtures_dir):
        checker.check(record, version, document)
    if len(arguments) == 4:
        with open(arguments[3], "w", encoding="utf-8") as file:
            json.dump(checker.cases, file, indent=1, sort_keys=True)
    for failure in checker.failures:
        print("mismatch: " + failure)
    counts = checker.counts
    print(f"{fixtures_dir}: {len(checker.open)} schemas; {counts['valid']} fixtures and "
          f"{counts['accepted']} accepted variants (an integer as 2.0, null where optional, a newer stamp) valid, "
          f"{counts['future']} future documents valid open and refused closed, "
          f"{counts['refused']} refused documents refused; {len(checker.failures)} mismatch(es)")
    if counts["valid"] == 0:
        return 2
    return 1 if checker.failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
