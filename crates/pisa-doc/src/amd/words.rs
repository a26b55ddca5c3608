//! One-line summaries of gfx1100 instructions, made from the words of
//! their mnemonics (`v_pk_max_i16` → "Maximum (packed pairs: signed
//! 16-bit integer)."): what the opcode table does not say. The pages say
//! where a summary comes from.

use super::type_phrase;

/// The words of a mnemonic after its unit prefix and before its types:
/// `v_pk_max_i16` → [max]; `s_cbranch_scc0` → [cbranch, scc0].
pub(super) fn operation_words(name: &str) -> Vec<String> {
    let mut words: Vec<&str> = name.split('_').collect();
    if words.len() > 1 && matches!(words[0], "v" | "s") {
        words.remove(0);
    }
    if words.first() == Some(&"pk") {
        words.remove(0);
    }
    words.into_iter().filter(|w| type_phrase(w).is_none()).map(str::to_string).collect()
}

/// What the operation words of common mnemonics mean.
const OPERATIONS: &[(&str, &str)] = &[
    ("add", "Add"),
    ("addc", "Add with carry-in"),
    ("sub", "Subtract"),
    ("subb", "Subtract with borrow"),
    ("subrev", "Subtract, operands reversed (src1 - src0)"),
    ("mul", "Multiply"),
    ("fma", "Fused multiply-add"),
    ("fmac", "Fused multiply-add into the destination"),
    ("mad", "Multiply-add"),
    ("max", "Maximum"),
    ("min", "Minimum"),
    ("max3", "Maximum of three"),
    ("min3", "Minimum of three"),
    ("med3", "Median of three"),
    ("and", "Bitwise AND"),
    ("or", "Bitwise OR"),
    ("xor", "Bitwise XOR"),
    ("not", "Bitwise NOT"),
    ("nand", "Bitwise NAND"),
    ("nor", "Bitwise NOR"),
    ("xnor", "Bitwise XNOR"),
    ("lshl", "Shift left"),
    ("lshlrev", "Shift left, operands reversed"),
    ("lshr", "Logical shift right"),
    ("lshrrev", "Logical shift right, operands reversed"),
    ("ashr", "Arithmetic shift right"),
    ("ashrrev", "Arithmetic shift right, operands reversed"),
    ("mov", "Move"),
    ("cmov", "Move if SCC is set"),
    ("cndmask", "Select per lane between two sources by a lane mask"),
    ("cvt", "Convert"),
    ("bfe", "Extract a bit field"),
    ("bfi", "Insert a bit field"),
    ("bfm", "Make a bit-field mask"),
    ("bcnt1", "Count the set bits"),
    ("brev", "Reverse the bits"),
    ("sqrt", "Square root"),
    ("rsq", "Reciprocal square root"),
    ("rcp", "Reciprocal"),
    ("exp", "Base-2 exponential"),
    ("log", "Base-2 logarithm"),
    ("sin", "Sine (of the source times 2π)"),
    ("cos", "Cosine (of the source times 2π)"),
    ("fract", "Fractional part"),
    ("trunc", "Round toward zero to an integral value"),
    ("ceil", "Round up to an integral value"),
    ("floor", "Round down to an integral value"),
    ("rndne", "Round to the nearest even integral value"),
    ("ldexp", "Multiply by a power of two"),
    ("readlane", "Read one lane of a VGPR into an SGPR"),
    ("readfirstlane", "Read the first active lane of a VGPR into an SGPR"),
    ("writelane", "Write an SGPR into one lane of a VGPR"),
    ("load", "Load"),
    ("store", "Store"),
    ("atomic", "Atomic read-modify-write"),
    ("cmp", "Compare"),
    ("cmpx", "Compare and write the result to EXEC"),
    ("cmpk", "Compare with a 16-bit constant"),
    ("dot2", "Dot product of pairs"),
    ("dot4", "Dot product of four"),
    ("dot8", "Dot product of eight"),
    ("wmma", "Wave matrix multiply-accumulate"),
    ("nop", "Do nothing"),
    ("endpgm", "End the program"),
    ("branch", "Branch"),
    ("cbranch", "Branch if a condition holds"),
    ("barrier", "Wait for all waves of the work-group"),
    ("waitcnt", "Wait until outstanding memory counters drop"),
    ("sleep", "Sleep"),
    ("sendmsg", "Send a message"),
    ("getreg", "Read a hardware register"),
    ("setreg", "Write a hardware register"),
    ("sample", "Sample an image"),
    ("gather4", "Gather four texels of an image"),
    ("perm", "Select bytes from two sources"),
    ("alignbit", "Extract 32 bits from a 64-bit pair at a bit offset"),
    ("alignbyte", "Extract 32 bits from a 64-bit pair at a byte offset"),
    ("swap", "Swap"),
    ("permlane16", "Permute lanes within each row of 16"),
    ("permlanex16", "Permute lanes across the two rows of 16"),
    ("movrels", "Move from a register relative to M0"),
    ("movreld", "Move to a register relative to M0"),
    ("movrelsd", "Move between registers relative to M0"),
    ("abs", "Absolute value"),
    ("sad", "Sum of absolute differences"),
    ("ffbh", "Find the first set bit from the most significant end"),
    ("ffbl", "Find the first set bit from the least significant end"),
    ("clz", "Count leading zeros"),
    ("absdiff", "Absolute difference"),
    ("addk", "Add a 16-bit constant"),
    ("mulk", "Multiply by a 16-bit constant"),
    ("movk", "Move a 16-bit constant"),
    ("cmovk", "Move a 16-bit constant if SCC is set"),
    ("bcnt0", "Count the zero bits"),
    ("bcnt", "Count the set bits and add"),
    ("bitreplicate", "Replicate each bit of the low half twice"),
    ("bitset0", "Clear one bit"),
    ("bitset1", "Set one bit"),
    ("bitcmp0", "Test whether a bit is clear"),
    ("bitcmp1", "Test whether a bit is set"),
    ("cls", "Count the leading bits equal to the sign bit"),
    ("cselect", "Select one of two sources by SCC"),
    ("pack", "Pack two 16-bit halves into 32 bits"),
    ("quadmask", "Reduce each group of four bits to one, set where any is"),
    ("wqm", "Whole-quad mask: set all four bits of each group where any is"),
    ("sext", "Sign-extend"),
    ("add3", "Add three values"),
    ("or3", "Bitwise OR of three values"),
    ("xor3", "Bitwise XOR of three values"),
    ("xad", "Bitwise XOR, then add"),
    ("lerp", "Rounded average of unsigned bytes"),
    ("msad", "Masked sum of absolute differences of bytes"),
    ("qsad", "Sums of absolute differences of bytes at four offsets"),
    ("mqsad", "Masked sums of absolute differences of bytes at four offsets"),
    ("maxmin", "Maximum, then minimum"),
    ("minmax", "Minimum, then maximum"),
    ("mullit", "Multiply for lighting (legacy)"),
    ("fmaak", "Fused multiply-add with a constant addend"),
    ("fmamk", "Fused multiply-add with a constant multiplier"),
    ("bfrev", "Reverse the bits"),
    ("dot2acc", "Dot product of pairs, accumulated into the destination"),
    ("bpermute", "Read a value from another lane (backward permute)"),
    ("permute", "Write a value to another lane (forward permute)"),
    ("cmpstore", "Compare and store"),
    ("condxchg32", "Conditional exchange"),
    ("inc", "Increment, wrapping to 0 past a limit"),
    ("dec", "Decrement, wrapping to a limit past 0"),
    ("mskor", "Masked OR: clear the mask's bits, then OR the data"),
    ("rsub", "Reverse subtract"),
    ("storexchg", "Exchange"),
    ("swizzle", "Exchange values among lanes by a pattern"),
    ("cmpswap", "Compare and swap"),
    ("smax", "Signed maximum"),
    ("smin", "Signed minimum"),
    ("umax", "Unsigned maximum"),
    ("umin", "Unsigned minimum"),
    ("csub", "Subtract, clamping at 0"),
    ("fmin", "Minimum"),
    ("fmax", "Maximum"),
    ("wrap", "Add, wrapping around a bound"),
    ("ctz", "Count trailing zeros"),
];

/// Compare conditions of `v_cmp_*`/`s_cmp_*`.
const CONDITIONS: &[(&str, &str)] = &[
    ("f", "always false"),
    ("t", "always true"),
    ("lt", "less than"),
    ("eq", "equal"),
    ("le", "less than or equal"),
    ("gt", "greater than"),
    ("lg", "less or greater (ordered and not equal)"),
    ("ge", "greater than or equal"),
    ("ne", "not equal"),
    ("o", "ordered (neither is NaN)"),
    ("u", "unordered (either is NaN)"),
    ("nge", "not greater than or equal"),
    ("nlg", "not less or greater"),
    ("ngt", "not greater than"),
    ("nle", "not less than or equal"),
    ("neq", "not equal"),
    ("nlt", "not less than"),
    ("class", "class test"),
];

/// One line from the words of the mnemonic, or `None` when its operation
/// word is not one this module knows.
pub fn summary(name: &str) -> Option<String> {
    if name == "exp" {
        return Some("Export data from VGPRs to a render target, position or parameter buffer.".to_string());
    }
    let mut words = operation_words(name);
    let unit = match words.first().map(String::as_str) {
        Some("ds") => Some("LDS"),
        Some("buffer") => Some("Buffer memory"),
        Some("tbuffer") => Some("Typed buffer memory"),
        Some("global") => Some("Global memory"),
        Some("flat") => Some("Flat memory"),
        Some("scratch") => Some("Scratch memory"),
        Some("image") => Some("Image"),
        _ => None,
    };
    if unit.is_some() {
        words.remove(0);
    }
    let mut line = summary_of_words(name, &words)?;
    // An LDS operation that computes is an atomic read-modify-write.
    const LDS_ATOMICS: &[&str] = &[
        "add",
        "sub",
        "rsub",
        "inc",
        "dec",
        "min",
        "max",
        "and",
        "or",
        "xor",
        "mskor",
        "cmpstore",
        "storexchg",
        "condxchg32",
        "wrap",
    ];
    if unit == Some("LDS") && words.first().is_some_and(|w| LDS_ATOMICS.contains(&w.as_str())) {
        line = format!("Atomic {}{}", line[..1].to_lowercase(), &line[1..]);
    }
    Some(match unit {
        Some(unit) => format!("{unit}: {line}"),
        None => line,
    })
}

fn summary_of_words(name: &str, words: &[String]) -> Option<String> {
    let types: Vec<String> = name.split('_').filter_map(type_phrase).collect();
    let packed = name.starts_with("v_pk_");
    let first = words.first()?.as_str();
    let type_text = match (types.as_slice(), packed) {
        ([], _) => String::new(),
        ([one], true) => format!(" (packed pairs: {one})"),
        ([one], false) => format!(" ({one})"),
        ([dst, src, ..], _) if first == "cvt" => format!(" {src} to {dst}"),
        ([dst, .., src], _) => format!(" (result: {dst}; sources: {src})"),
    };
    if matches!(first, "cmp" | "cmpx" | "cmpk") {
        let condition = words.get(1).and_then(|c| CONDITIONS.iter().find(|(k, _)| k == c)).map(|(_, v)| *v)?;
        let target = match (first, name.starts_with("s_")) {
            (_, true) => "SCC",
            ("cmpx", _) => "EXEC",
            _ => "VCC or an SGPR mask",
        };
        return Some(format!("Compare{type_text}: {condition}; the result goes to {target}."));
    }
    // A whole phrase for the words, else the operation word and modifiers.
    let joined = words.join(" ");
    if let Some((_, phrase)) = PHRASES.iter().find(|(k, _)| *k == joined) {
        return Some(format!("{phrase}{type_text}."));
    }
    let lookup = |w: &str| OPERATIONS.iter().find(|(k, _)| *k == w).map(|(_, v)| *v);
    let mut operation = lookup(first)?.to_string();
    let mut rest = &words[1..];
    // `atomic_add`: an atomic form of the next word's operation.
    if first == "atomic" {
        if let Some(inner) = rest.first().and_then(|w| lookup(w)) {
            operation = format!("Atomic {}{}", inner[..1].to_lowercase(), &inner[1..]);
            rest = &rest[1..];
        }
    }
    let mut modifiers = Vec::new();
    let mut unknown = Vec::new();
    for word in rest {
        match MODIFIERS.iter().find(|(k, _)| k == word) {
            Some((_, "")) => {}
            Some((_, phrase)) => modifiers.push(*phrase),
            None => unknown.push(word.as_str()),
        }
    }
    let modifiers = if modifiers.is_empty() { String::new() } else { format!(", {}", modifiers.join(", ")) };
    let unknown = if unknown.is_empty() { String::new() } else { format!(" [{}]", unknown.join(" ")) };
    Some(format!("{operation}{type_text}{modifiers}{unknown}."))
}

/// Words after the operation word, as phrases.
const MODIFIERS: &[(&str, &str)] = &[
    ("saveexec", "saving EXEC to the destination and writing the result to EXEC"),
    ("wrexec", "writing the result to EXEC and the destination"),
    ("not0", "with the first operand inverted"),
    ("not1", "with the second operand inverted"),
    ("hi", "high half"),
    ("lo", "low half"),
    ("rtn", "returning the old value"),
    ("2addr", "at two addresses"),
    ("stride64", "offsets in units of 64 elements"),
    ("nc", "without carry-out"),
    ("co", "with carry-out"),
    ("ci", "with carry-in"),
    ("legacy", "legacy behaviour"),
    ("format", "converted by the buffer's data format"),
    ("x", "one channel"),
    ("xy", "two channels"),
    ("xyz", "three channels"),
    ("xyzw", "four channels"),
    ("d16", "16-bit data"),
    ("lds", "to LDS"),
    ("addtid", "with the lane id added to the address"),
    ("rpi", "rounding to +infinity first"),
    ("flr", "rounding down first"),
    ("norm", "normalized"),
    ("rtz", "rounding toward zero"),
    ("iu", "mixed signed and unsigned"),
    ("clamp", "saturating"),
    ("gs", "of the geometry-shader registers"),
    ("reg", "register"),
    ("pk", "packed"),
    ("off", "offset"),
    ("dx9", "with 0 times anything giving 0 (DX9 rules)"),
    ("zero", ""),
    ("16x16x16", "on 16×16×16 matrices"),
    ("iu8", "of signed or unsigned 8-bit integers"),
    ("iu4", "of signed or unsigned 4-bit integers"),
    ("ll", "from the low halves of both sources"),
    ("lh", "from the low half of the first source and the high half of the second"),
    ("hl", "from the high half of the first source and the low half of the second"),
    ("hh", "from the high halves of both sources"),
    ("imm32", "from a 32-bit constant"),
    ("iflag", "for integer division"),
    ("floor", "rounding down"),
    ("nearest", "rounding to nearest"),
    ("mix", "of mixed-precision sources"),
    ("mixlo", "of mixed-precision sources, into the low half"),
    ("mixhi", "of mixed-precision sources, into the high half"),
    ("ubyte0", "of byte 0"),
    ("ubyte1", "of byte 1"),
    ("ubyte2", "of byte 2"),
    ("ubyte3", "of byte 3"),
    ("saved", "with the wave's state saved"),
    ("barrier", "barrier"),
    ("init", "initialise"),
    // Image operations: what the address holds besides the coordinates.
    ("b", "with an LOD bias"),
    ("cl", "with an LOD clamp"),
    ("c", "with a depth comparison"),
    ("o", "with texel offsets"),
    ("d", "with user derivatives"),
    ("g16", "16-bit derivatives"),
    ("l", "at an explicit LOD"),
    ("lz", "at LOD 0"),
    ("mip", "at an explicit mip level"),
    ("pck", "without data-format conversion"),
    ("sgn", "sign-extended"),
];

/// Whole operation-word sequences with their own meaning.
const PHRASES: &[(&str, &str)] = &[
    ("set inst prefetch distance", "Set how far ahead the wave prefetches instructions"),
    ("sethalt", "Halt or resume the wave"),
    ("setkill", "Set or clear the wave's kill flag"),
    ("setprio", "Set the wave's priority"),
    ("trap", "Enter the trap handler"),
    ("ttracedata", "Send data to the thread trace"),
    ("ttracedata imm", "Send an immediate to the thread trace"),
    ("wait event", "Wait for an event"),
    ("wait idle", "Wait until the wave's outstanding work is done"),
    ("wakeup", "Wake the work-group's other waves from s_sleep"),
    ("atc probe", "Probe the address translation cache"),
    ("atc probe buffer", "Probe the address translation cache for a buffer"),
    ("illegal", "An illegal instruction: raises an exception"),
    ("pipeflush", "Flush the vector ALU pipeline"),
    ("subvector loop begin", "Begin a loop over the halves of a wave64"),
    ("subvector loop end", "End a loop over the halves of a wave64"),
    ("code end", "Mark the end of the program's code"),
    ("clause", "Begin a clause of memory instructions"),
    ("delay alu", "Say how long to wait for an earlier ALU result"),
    ("denorm mode", "Set the denormal modes"),
    ("round mode", "Set the rounding modes"),
    ("icache inv", "Invalidate the instruction cache"),
    ("dcache inv", "Invalidate the scalar data cache"),
    ("gl0 inv", "Invalidate the GL0 cache"),
    ("gl1 inv", "Invalidate the GL1 cache"),
    ("sendmsghalt", "Send a message and halt the wave"),
    ("decperflevel", "Decrement the performance counter level"),
    ("incperflevel", "Increment the performance counter level"),
    ("version", "State the ISA version the code was made for (no effect)"),
    ("getpc", "Read the program counter"),
    ("setpc", "Jump to an address"),
    ("swappc", "Jump to an address, saving the return address"),
    ("call", "Call: save the return address and jump by an offset"),
    ("rfe", "Return from an exception handler"),
    ("lds direct load", "Load a value from LDS into every lane (LDS direct)"),
    ("lds param load", "Load interpolation parameters from LDS"),
    ("mbcnt lo", "Count the set bits of the low half of a mask below this lane"),
    ("mbcnt hi", "Count the set bits of the high half of a mask below this lane"),
    ("frexp exp", "Exponent of a float, as frexp gives it"),
    ("frexp mant", "Mantissa of a float, as frexp gives it"),
    ("div fixup", "Fix up the special cases of a division's result"),
    ("div fmas", "Fused multiply-add of a division, scaled as VCC says"),
    ("div scale", "Scale a division's operands to avoid overflow and underflow"),
    ("trig preop", "Look up bits of 2/π for trigonometric range reduction"),
    ("interp p10", "Interpolate: the first step"),
    ("interp p10 rtz", "Interpolate: the first step, rounding toward zero"),
    ("interp p2", "Interpolate: the second step"),
    ("interp p2 rtz", "Interpolate: the second step, rounding toward zero"),
    ("permlane64", "Swap the two halves of a wave64"),
    ("swaprel", "Swap registers relative to M0"),
    ("sat pk", "Saturate to the narrower type and pack"),
    ("bvh intersect ray", "Intersect a ray with a node of a bounding-volume hierarchy"),
    ("bvh64 intersect ray", "Intersect a ray with a node of a bounding-volume hierarchy (64-bit node address)"),
    ("bvh stack rtn", "Push and pop a ray-tracing traversal stack in LDS"),
    ("get lod", "Compute the level of detail a sample would use"),
    ("get resinfo", "Read an image's dimensions and mip levels"),
    ("msaa load", "Load samples of a multisampled image"),
    ("gather4h", "Gather four texels of one channel"),
    ("append", "Add the number of active lanes to a counter and return its old value"),
    ("consume", "Subtract the number of active lanes from a counter and return its old value"),
    ("ordered count", "Ordered count: append in wave order"),
    ("cubeid", "Cube map: the face a direction points at"),
    ("cubema", "Cube map: twice the major axis of a direction"),
    ("cubesc", "Cube map: the s coordinate on the face"),
    ("cubetc", "Cube map: the t coordinate on the face"),
    ("nop", "Do nothing"),
    ("cbranch scc0", "Branch if SCC is 0"),
    ("cbranch scc1", "Branch if SCC is 1"),
    ("cbranch vccz", "Branch if VCC is zero"),
    ("cbranch vccnz", "Branch if VCC is not zero"),
    ("cbranch execz", "Branch if EXEC is zero"),
    ("cbranch execnz", "Branch if EXEC is not zero"),
    ("cbranch cdbgsys", "Branch if the system debugger flag is set"),
    ("cbranch cdbguser", "Branch if the user debugger flag is set"),
    ("cbranch cdbgsys or user", "Branch if either debugger flag is set"),
    ("cbranch cdbgsys and user", "Branch if both debugger flags are set"),
    ("waitcnt vmcnt", "Wait for outstanding vector memory loads (vmcnt)"),
    ("waitcnt vscnt", "Wait for outstanding vector memory stores (vscnt)"),
    ("waitcnt expcnt", "Wait for outstanding exports and GDS writes (expcnt)"),
    ("waitcnt lgkmcnt", "Wait for outstanding LDS, GDS, scalar memory and message operations (lgkmcnt)"),
    ("waitcnt depctr", "Wait for dependency counters (depctr)"),
    ("lshl add", "Shift left, then add"),
    ("lshl1 add", "Shift left by 1, then add"),
    ("lshl2 add", "Shift left by 2, then add"),
    ("lshl3 add", "Shift left by 3, then add"),
    ("lshl4 add", "Shift left by 4, then add"),
    ("add lshl", "Add, then shift left"),
    ("lshl or", "Shift left, then OR"),
    ("and or", "Bitwise AND, then OR"),
    ("gws barrier", "Global wave sync: a barrier across work-groups"),
    ("gws init", "Global wave sync: initialise a resource"),
    ("gws sema v", "Global wave sync: signal a semaphore"),
    ("gws sema p", "Global wave sync: wait on a semaphore"),
    ("gws sema br", "Global wave sync: signal a semaphore several times"),
    ("gws sema release all", "Global wave sync: release every waiter of a semaphore"),
];

#[cfg(test)]
mod tests {
    use super::summary;

    #[test]
    fn summaries_read_the_mnemonic() {
        let cases = [
            ("v_pk_max_i16", "Maximum (packed pairs: signed 16-bit integer)."),
            ("v_cvt_f32_i32", "Convert signed 32-bit integer to 32-bit float."),
            ("s_cmp_eq_u32", "Compare (unsigned 32-bit integer): equal; the result goes to SCC."),
            ("v_cmpx_lt_f16", "Compare (16-bit float): less than; the result goes to EXEC."),
            ("global_atomic_add_u32", "Global memory: Atomic add (unsigned 32-bit integer)."),
            ("ds_or_rtn_b64", "LDS: Atomic bitwise OR (64 bits), returning the old value."),
            ("s_cbranch_execz", "Branch if EXEC is zero."),
            ("v_mad_u64_u32", "Multiply-add (result: unsigned 64-bit integer; sources: unsigned 32-bit integer)."),
        ];
        for (name, expected) in cases {
            assert_eq!(summary(name).as_deref(), Some(expected), "{name}");
        }
        // Words it does not know give no summary rather than a guess.
        assert_eq!(summary("v_frobnicate_b32"), None);
        assert_eq!(summary(""), None);
        assert_eq!(summary("_"), None);
    }
}
