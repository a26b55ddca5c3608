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


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.pisa"):
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
            stem = path.stem.split("-")[0] + path.stem.split("-")[1]
            section = heading.split(" ")[0].rstrip(".")
            name = f"{stem}_{section.replace('.', '_')}_{index:02}.pisa"
            out = [
                f"// Spec example: {path.name} line {start}, under \"{heading}\".",
            ]
            header = [".version 0.1;", ".target 100;", ""]
            if any(line.strip().startswith(".version") for line in body):
                if any(line.strip().startswith(".target") for line in body):
                    out.append("// Complete as printed.")
                    out += body
                else:
                    out.append("// Completed with the `.target` line.")
                    out += body + [".target 100;"]
            elif body[0].strip().startswith(".target"):
                out.append("// Completed with the `.version` line.")
                out += [".version 0.1;"] + body
            else:
                outer, inner = split_levels(body)
                if not inner:
                    out.append("// Completed with the module header.")
                    out += header + outer
                else:
                    out.append("// Completed with the module header and a kernel around its statements.")
                    out += header + outer + ([""] if outer else []) + [".kernel @example() {"]
                    out += [("    " + line) if line.strip() else "" for line in inner]
                    out.append("}")
            (OUT / name).write_text("\n".join(out) + "\n")
            count += 1
    print(f"wrote {count} examples to {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
