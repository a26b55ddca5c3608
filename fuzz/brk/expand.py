#!/usr/bin/env python3
"""expand.py IN OUT: replaces `LOG %r;` lines with a store of %r at [%q + 4*%k] and %k += 1
(needs .reg %t, %k (32b), %a, %q (64b) declared)."""
import sys, re
def expand(src):
    out = []
    for line in src.splitlines():
        m = re.match(r"\s*LOG\s+(\S+?)\s*;", line)
        if m:
            out += ["    shl.32b %t, %k, 2;", "    zext.64b.32b %a, %t;", "    iadd.64b %a, %a, %q;",
                    f"    st.global.32b [%a], {m.group(1)};", "    iadd.32b %k, %k, 1;"]
        else:
            out.append(line)
    return "\n".join(out) + "\n"
if __name__ == "__main__":
    open(sys.argv[2], "w").write(expand(open(sys.argv[1]).read()))
