#!/usr/bin/env python3
"""Extracts every PISA example block of the spec into tests/corpus/spec/.

A block is a run of lines indented by four spaces. In the instruction
chapters (isa-*.md) only the blocks under "Examples:" are PISA; elsewhere
every block is, except those listed in NOT_PISA (C code, pseudo-code).
Fragments are completed into whole modules: a `.version`/`.target` header,
and a kernel around statements that belong in a body. A line holding only
`...` (the spec's "code goes here") becomes the comment `// ...`.

Run from the repository root: python3 tools/extract_spec_examples.py
It rewrites tests/corpus/spec/ from ../shared/spec/pisa/.
"""
import pathlib
import re
import sys

SPEC = pathlib.Path(__file__).resolve().parent.parent.parent / "shared" / "spec" / "pisa"
OUT = pathlib.Path(__file__).resolve().parent.parent / "tests" / "corpus" / "spec"
MODULE_LEVEL = re.compile(r"^(\.kernel|\.function|\.global|\.import|\.export|\.version)\b")
NOT_PISA = ("struct {", "$PC", "getSwizzleBits", "backward compatible")


def blocks(lines):
    """Yields (first line number, block lines, heading) for each indented block."""
    heading = ""
    in_examples = False
    current, start = [], 0
    for number, line in enumerate(lines, 1):
        if line.startswith("    ") or (line.strip() == "" and current):
            if not current:
                start = number
            current.append(line[4:] if line.startswith("    ") else "")
            continue
        if current:
            yield start, current, heading, in_examples
            current = []
        if line.startswith("#"):
            heading = line.lstrip("#").strip()
            in_examples = False
        if line.strip() in ("Examples:", "Example:"):
            in_examples = True
    if current:
        yield start, current, heading, in_examples


DEFINITION = re.compile(r"^(\.export\s+)?(\.kernel|\.function)\b.*\{")
DECLARATION = re.compile(r"^(\.import|\.export|\.global)\b")


# What fragments assume, by "file:first line" of the block: declarations
# outside (`outer`) or inside the kernel (`inner`), text to replace, lines at
# which each of several examples in one block starts its own scope
# (`scope_at`), or a line at which the block holds a second module (`split_at`).
ASSUMED = {
    "isa-6-control-flow.md:75": {
        "outer": [
            ".import .function void @func0();",
            ".import .function .32b @func1();",
            ".import .function .32b @func2(.reg .32b);",
        ]
    },
    "prog-3-operands.md:74": {"inner": [".reg .64b %reg64;"]},
    "prog-3-operands.md:123": {"inner": [".reg .32b %addr;"]},
    "prog-2-variables.md:147": {"replace": [("// ...", "return %a;")]},
    "isa-7-sub-group-communication.md:314": {"scope_at": [".reg .32b %r, %a;"]},
    "prog-4-calling-convention.md:163": {"split_at": "// function returning a 32-bit value"},
}

# Examples that break rules of their own sections go to the invalid corpus,
# with the reason and where the first error is.
INVALID = {
    "isa-8-memory-and-atomics.md:333": (
        "isa-8 8.3: `ld.shared.L1c.L2c.L3c` gives `.cc` with `.shared`, `[@S + %b]` offsets by a 16-bit register, "
        "and `ld.generic.acquire.64b` is a 64-bit atomic load outside `.global` (docs/spec-errata.md E9)",
        "16:5",
    ),
}


def apply_scopes(body, starts):
    """Wraps each run of lines that begins with one of `starts` in `{ }`."""
    out, open_scope = [], False
    for line in body:
        if any(line.strip() == start for start in starts):
            if open_scope:
                out.append("}")
            out.append("{")
            open_scope = True
        out.append(("    " + line) if open_scope and line.strip() else line)
    if open_scope:
        out.append("}")
    return out


def split_levels(body):
    """Splits a block into (module-level lines, body lines).

    A block that defines a kernel or function is module-level as a whole.
    Otherwise `.import`, `.export` and `.global` lines at depth 0 go to module
    scope and everything else into a kernel.
    """
    if any(DEFINITION.match(line.strip()) for line in body):
        return body, []
    outer, inner = [], []
    for line in body:
        (outer if DECLARATION.match(line.strip()) else inner).append(line)
    # Comments directly above a moved declaration move with it.
    return outer, inner


def complete(body, file_name, start, heading, assumed):
    """The block made into a whole module."""
    out = [f"// Spec example: {file_name} line {start}, under \"{heading}\"."]
    header = [".version 0.1;", ".target 100;", ""]
    if any(line.strip().startswith(".version") for line in body):
        if any(line.strip().startswith(".target") for line in body):
            out.append("// Complete as printed.")
            out += body
        else:
            out.append("// Completed with the `.target` line.")
            out += body + [".target 100;"]
        return "\n".join(out) + "\n"
    if body[0].strip().startswith(".target"):
        out.append("// Completed with the `.version` line.")
        out += [".version 0.1;"] + body
        return "\n".join(out) + "\n"
    outer, inner = split_levels(body)
    outer = assumed.get("outer", []) + outer
    if inner:
        inner = assumed.get("inner", []) + inner
    what = " and the declarations it assumes" if "outer" in assumed or "inner" in assumed else ""
    if not inner:
        out.append(f"// Completed with the module header{what}.")
        out += header + outer
    else:
        out.append(f"// Completed with the module header{what}, and a kernel around its statements.")
        out += header + outer + ([""] if outer else []) + [".kernel @example() {"]
        out += [("    " + line) if line.strip() else "" for line in inner]
        out.append("}")
    return "\n".join(out) + "\n"


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for old in list(OUT.glob("*.pisa")) + list((OUT.parent / "invalid").glob("spec_*.pisa")):
        old.unlink()
    count = 0
    for path in sorted(SPEC.glob("*.md")):
        if not re.match(r"(arch|prog|isa)-", path.name):
            continue
        lines = path.read_text().splitlines()
        index = 0
        for start, body, heading, in_examples in blocks(lines):
            while body and not body[-1].strip():
                body.pop()
            while body and not body[0].strip():
                body.pop(0)
            text = "\n".join(body)
            if not text.strip() or any(marker in text for marker in NOT_PISA):
                continue
            if path.name.startswith("isa-") and not in_examples:
                continue
            index += 1
            body = ["// ..." if line.strip() == "..." else line for line in body]
            key = f"{path.name}:{start}"
            assumed = ASSUMED.get(key, {})
            for old, new in assumed.get("replace", []):
                body = [line.replace(old, new) for line in body]
            if "scope_at" in assumed:
                body = apply_scopes(body, assumed["scope_at"])
            stem = path.stem.split("-")[0] + path.stem.split("-")[1]
            section = heading.split(" ")[0].rstrip(".")
            name = f"{stem}_{section.replace('.', '_')}_{index:02}"
            pieces = [body]
            if "split_at" in assumed:
                at = next(i for i, line in enumerate(body) if line.strip() == assumed["split_at"])
                pieces = [body[:at], body[at:]]
            for part, piece in enumerate(pieces):
                suffix = "" if len(pieces) == 1 else "abcdefgh"[part]
                text = complete(piece, path.name, start, heading, assumed)
                if key in INVALID:
                    reason, position = INVALID[key]
                    text = f"// error at {position}\n// Spec example that breaks its own rules: {reason}.\n" + text
                    (OUT.parent / "invalid" / f"spec_{name}{suffix}.pisa").write_text(text)
                else:
                    (OUT / f"{name}{suffix}.pisa").write_text(text)
                count += 1
    print(f"wrote {count} examples to {OUT} and {OUT.parent / 'invalid'}", file=sys.stderr)


if __name__ == "__main__":
    main()
