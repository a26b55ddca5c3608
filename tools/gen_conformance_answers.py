#!/usr/bin/env python3
"""Asks llvm-mc-22 for its answer to every line of the LLVM MC test excerpts in
crates/amdgpu/tests/conformance/llvm-mc-gfx11/ and writes them beside them
(answers/NAME.answers), so that the conformance test runs without LLVM.

An assembler test (`*.s`): each instruction line's bytes, or llvm-mc's error.
A disassembler test (`*.txt`): each byte line's text, or `invalid`.
llvm-mc runs for gfx1100 in wave32 with real true16 registers, as the
assembler and disassembler of this project do.

Usage: tools/gen_conformance_answers.py [--check]   (--check: fail if an answer file would change)
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "crates/amdgpu/tests/conformance/llvm-mc-gfx11")
ANSWERS = os.path.join(ROOT, "crates/amdgpu/tests/conformance/answers")
MC = os.environ.get("LLVM_MC", "llvm-mc-22")
ARGS = ["-triple=amdgcn", "-mcpu=gfx1100", "-mattr=+wavefrontsize32,+real-true16"]
# s_ttracedata_imm 0xbeef: a marker between the lines, so that answers line up.
MARK_TEXT = "s_ttracedata_imm 0xbeef"
MARK_BYTES = "0xef,0xbe,0xbb,0xbf"


def instruction_lines(path):
    """(line number, text) of each instruction line of an assembler test."""
    for number, line in enumerate(open(path), 1):
        text = line.split("//")[0].strip()
        if text:
            yield number, text


def byte_lines(path):
    """(line number, bytes text) of each byte line of a disassembler test."""
    for number, line in enumerate(open(path), 1):
        text = line.split("#")[0].split("//")[0].strip()
        if text:
            yield number, text


def assembler_answers(lines):
    src = "".join("%s\n%s\n" % (text, MARK_TEXT) for _, text in lines)
    r = subprocess.run([MC] + ARGS + ["-show-encoding"], input=src, capture_output=True, text=True)
    errors = {}
    for m in re.finditer(r"<stdin>:(\d+):\d+: error: (.*)", r.stderr):
        errors.setdefault((int(m.group(1)) - 1) // 2, m.group(2).strip())
    groups, current = [], []
    for out in r.stdout.splitlines():
        if "; encoding: [" not in out:
            continue
        inst, enc = out.split("; encoding: [", 1)
        if inst.strip() == MARK_TEXT:
            groups.append(current)
            current = []
            continue
        current += [int(b, 16) for b in enc.rstrip("]").split(",")]
    answers = []
    for k, (number, _) in enumerate(lines):
        if k in errors:
            answers.append("%d\terror\t%s" % (number, errors[k]))
        else:
            answers.append("%d\tok\t%s" % (number, "".join("%02x" % b for b in groups[k])))
    return answers


def disassembler_answers(lines):
    src = "".join("%s\n%s\n" % (text, MARK_BYTES) for _, text in lines)
    r = subprocess.run([MC] + ARGS + ["-disassemble"], input=src, capture_output=True, text=True)
    invalid = {(int(m.group(1)) - 1) // 2 for m in re.finditer(r"<stdin>:(\d+):\d+: warning: invalid instruction encoding", r.stderr)}
    groups, current = [], []
    for out in r.stdout.splitlines():
        out = out.strip()
        if not out or out.startswith("."):
            continue
        if out == MARK_TEXT:
            groups.append(current)
            current = []
            continue
        current.append(out)
    answers = []
    for k, (number, _) in enumerate(lines):
        texts = groups[k] if k < len(groups) else []
        if k in invalid or len(texts) != 1:
            answers.append("%d\tinvalid" % number)
        else:
            answers.append("%d\ttext\t%s" % (number, texts[0]))
    return answers


def main():
    check = "--check" in sys.argv
    stale = []
    for name in sorted(os.listdir(CORPUS)):
        path = os.path.join(CORPUS, name)
        if name.endswith(".s"):
            answers = assembler_answers(list(instruction_lines(path)))
        elif name.endswith(".txt"):
            answers = disassembler_answers(list(byte_lines(path)))
        else:
            continue
        text = "# llvm-mc-22 %s on %s (tools/gen_conformance_answers.py)\n" % (" ".join(ARGS), name)
        text += "\n".join(answers) + "\n"
        out = os.path.join(ANSWERS, name + ".answers")
        if check:
            if not os.path.exists(out) or open(out).read() != text:
                stale.append(name)
        else:
            open(out, "w").write(text)
    if stale:
        sys.exit("answers out of date for %s: run tools/gen_conformance_answers.py" % ", ".join(stale))


if __name__ == "__main__":
    main()
