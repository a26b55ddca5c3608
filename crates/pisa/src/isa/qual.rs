//! The closed vocabularies of the instruction table: opcodes, qualifier slots
//! and qualifier values. Each is an enum with its spelling; the table in
//! `pisa.isa` may only use spellings listed here, which a test checks.

macro_rules! spelled_enum {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($variant:ident = $text:literal,)* }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        $vis enum $name { $($variant,)* }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// The spelling used in PISA source.
            pub fn as_str(self) -> &'static str {
                match self { $($name::$variant => $text,)* }
            }

            /// Looks a spelling up; `None` when it is not one of ours.
            #[allow(clippy::should_implement_trait)]
            pub fn from_str(text: &str) -> Option<$name> {
                match text { $($text => Some($name::$variant),)* _ => None }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

spelled_enum! {
    /// The base mnemonic of an instruction: the text before its first `.`.
    pub enum Opcode {
        Dp4a = "dp4a", Iabs = "iabs", Iadd = "iadd", Ineg = "ineg", Isub = "isub",
        Sdiv = "sdiv", Smad = "smad", Smax = "smax", Smin = "smin", Smul = "smul",
        Uaddc = "uaddc", Udiv = "udiv", Umad = "umad", Umax = "umax", Umin = "umin",
        Umul = "umul",
        Fabs = "fabs", Fadd = "fadd", Fcos = "fcos", Fdiv = "fdiv", Fexp2 = "fexp2",
        Flog2 = "flog2", Fmad = "fmad", Fmax = "fmax", Fmin = "fmin", Fmul = "fmul",
        Fneg = "fneg", Frc = "frc", Frcp = "frcp", Frsqrt = "frsqrt", Fsin = "fsin",
        Fsqrt = "fsqrt", Fsub = "fsub", Ftanh = "ftanh",
        And = "and", Asr = "asr", Bfi = "bfi", Bfn = "bfn", Bfrev = "bfrev",
        Cbit = "cbit", Fbh = "fbh", Fbl = "fbl", Not = "not", Or = "or",
        Sbfe = "sbfe", Shr = "shr", Shl = "shl", Shf = "shf", Ubfe = "ubfe",
        Xor = "xor",
        Addrcast = "addrcast", Addrof = "addrof", Extract = "extract", F2i = "f2i",
        Fext = "fext", Frnd = "frnd", Ftrunc = "ftrunc", Ftrunc2 = "ftrunc2",
        I2f = "i2f", Insert = "insert", Isaddr = "isaddr", Mov = "mov",
        Pf2i = "pf2i", Sext = "sext", Trunc = "trunc", Zext = "zext",
        Scmp = "scmp", Ucmp = "ucmp", Fcmp = "fcmp", Sel = "sel",
        Call = "call", Goto = "goto", Return = "return",
        Fred = "fred", Ired = "ired", Redfirstidx = "redfirstidx", Shfl = "shfl",
        Fatom = "fatom", Iatom = "iatom", Ld = "ld", St = "st",
        Barrier = "barrier", Fence = "fence",
    }
}

spelled_enum! {
    /// A named position in a mnemonic's qualifier list. Literal qualifiers
    /// (`.ftz`, `.fast`, `.cond`, ...) are slots whose only value is their name.
    pub enum Slot {
        Type = ".type", To = ".to", From = ".from", Rndmode = ".rndmode",
        Ftz = ".ftz", Dsat = ".dsat", Nanp = ".nanp", Fast = ".fast",
        Precision = ".precision", Output = ".output", Signedness = ".signedness",
        Cop = ".cop", Op = ".op", Addrspace = ".addrspace", Memorder = ".memorder",
        Memscope = ".memscope", Cc = ".cc", Vec = ".vec", Index = ".index",
        Dir = ".dir", Operation = ".operation", Ci = ".ci", Co = ".co",
        Cond = ".cond", Sg = ".sg", Dynamic = ".dynamic", Param = ".param",
        Workgroup = ".workgroup",
    }
}

spelled_enum! {
    /// A qualifier value that is a single word. Numeric qualifiers
    /// (`.5`, `.0xba`) and cache-control triples are separate [`Qual`] variants.
    pub enum Word {
        B8 = ".8b", B16 = ".16b", B32 = ".32b", B64 = ".64b", B128 = ".128b",
        Hf = ".hf", Bf = ".bf", F = ".f", Df = ".df",
        U8 = ".u8", S8 = ".s8", U16 = ".u16", S16 = ".s16", U32 = ".u32",
        S32 = ".s32", U64 = ".u64", S64 = ".s64",
        B8x4 = ".8bx4", B16x2 = ".16bx2", Hfx2 = ".hfx2", Bfx2 = ".bfx2",
        U16x2 = ".u16x2", S16x2 = ".s16x2",
        Re = ".re", Rd = ".rd", Ru = ".ru", Rz = ".rz", Rna = ".rna",
        Ftz = ".ftz", Dsat = ".dsat", Nanp = ".nanp", Fast = ".fast", Full = ".full",
        Quo = ".quo", Rem = ".rem",
        Ss = ".ss", Us = ".us", Su = ".su", Uu = ".uu",
        Eq = ".eq", Ne = ".ne", Gt = ".gt", Ge = ".ge", Lt = ".lt", Le = ".le",
        Ci = ".ci", Co = ".co", Cond = ".cond", Sg = ".sg", Dynamic = ".dynamic",
        Param = ".param", L = ".l", R = ".r",
        Up = ".up", Dn = ".dn", Xor = ".xor", Idx = ".idx",
        Sum = ".sum", Smin = ".smin", Smax = ".smax", Umin = ".umin", Umax = ".umax",
        And = ".and", Or = ".or", Absmax = ".absmax", Min = ".min", Max = ".max",
        Add = ".add", Sub = ".sub", Cas = ".cas", Xchg = ".xchg", Inc = ".inc",
        Dec = ".dec", Incwrap = ".incwrap", Decwrap = ".decwrap",
        Global = ".global", Generic = ".generic", Shared = ".shared",
        Private = ".private", Const = ".const",
        Weak = ".weak", Relaxed = ".relaxed", Acquire = ".acquire", Release = ".release",
        AcqRel = ".acq_rel", SeqCst = ".seq_cst",
        Subgroup = ".subgroup", Workgroup = ".workgroup", Gpu = ".gpu", System = ".system",
        Uc = ".uc", L2wb = ".L2wb", L3wb = ".L3wb", Ri = ".ri",
        V2 = ".v2", V3 = ".v3", V4 = ".v4", V5 = ".v5", V6 = ".v6", V7 = ".v7",
        V8 = ".v8", V16 = ".v16", V32 = ".v32", V64 = ".v64",
    }
}

spelled_enum! {
    /// One cache level's policy in a `.L1x.L2y.L3z` cache-control qualifier.
    pub enum CachePolicy {
        Uc = "uc", C = "c", S = "s", Wt = "wt", Wb = "wb",
    }
}

/// One qualifier value as it appears after a mnemonic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Qual {
    Word(Word),
    /// A decimal numeric qualifier such as the `.2` of `extract.2.v2.32b`.
    Num(u8),
    /// A hexadecimal numeric qualifier such as the `.0xba` of `bfn.0xba.32b`.
    Hex(u8),
    /// A three-level cache control such as `.L1uc.L2c.L3c`.
    Cache {
        l1: CachePolicy,
        l2: CachePolicy,
        l3: CachePolicy,
    },
}

impl Qual {
    /// How many `.`-separated parts of a mnemonic this qualifier spans.
    pub fn parts(self) -> usize {
        match self {
            Qual::Cache { .. } => 3,
            _ => 1,
        }
    }

    /// Parses one `.part` of a mnemonic (the text includes its leading dot).
    /// Cache-control triples are recognised by [`Qual::parse_cache`].
    pub fn parse_part(part: &str) -> Option<Qual> {
        if let Some(word) = Word::from_str(part) {
            return Some(Qual::Word(word));
        }
        let digits = part.strip_prefix('.')?;
        if let Some(hex) = digits.strip_prefix("0x").or_else(|| digits.strip_prefix("0X")) {
            if !hex.is_empty() && hex.len() <= 2 && hex.bytes().all(|b| b.is_ascii_hexdigit()) {
                return u8::from_str_radix(hex, 16).ok().map(Qual::Hex);
            }
            return None;
        }
        if !digits.is_empty() && digits.len() <= 3 && digits.bytes().all(|b| b.is_ascii_digit()) {
            return digits.parse::<u8>().ok().map(Qual::Num);
        }
        None
    }

    /// Parses three consecutive parts `.L1x`, `.L2y`, `.L3z` as a cache control.
    pub fn parse_cache(l1: &str, l2: &str, l3: &str) -> Option<Qual> {
        let level = |part: &str, prefix: &str| part.strip_prefix(prefix).and_then(CachePolicy::from_str);
        Some(Qual::Cache { l1: level(l1, ".L1")?, l2: level(l2, ".L2")?, l3: level(l3, ".L3")? })
    }

    /// Bit width of a type qualifier (`.32b`, `.hf`, `.u16x2`, ...), if it is one.
    pub fn type_bits(self) -> Option<u32> {
        use Word::*;
        let Qual::Word(word) = self else { return None };
        Some(match word {
            B8 | U8 | S8 => 8,
            B16 | U16 | S16 | Hf | Bf => 16,
            B32 | U32 | S32 | F => 32,
            B64 | U64 | S64 | Df => 64,
            B128 => 128,
            B8x4 | B16x2 | Hfx2 | Bfx2 | U16x2 | S16x2 => 32,
            _ => return None,
        })
    }

    /// Whether a type qualifier names floating-point data.
    pub fn is_float_type(self) -> bool {
        matches!(self, Qual::Word(Word::Hf | Word::Bf | Word::F | Word::Df | Word::Hfx2 | Word::Bfx2))
    }

    /// For packed types: (element count, element bit width).
    pub fn packed_shape(self) -> Option<(u32, u32)> {
        match self {
            Qual::Word(Word::B8x4) => Some((4, 8)),
            Qual::Word(Word::B16x2 | Word::Hfx2 | Word::Bfx2 | Word::U16x2 | Word::S16x2) => Some((2, 16)),
            _ => None,
        }
    }

    /// For vector-count qualifiers (`.v2` ... `.v64`): the element count.
    pub fn vec_count(self) -> Option<u32> {
        use Word::*;
        let Qual::Word(word) = self else { return None };
        Some(match word {
            V2 => 2,
            V3 => 3,
            V4 => 4,
            V5 => 5,
            V6 => 6,
            V7 => 7,
            V8 => 8,
            V16 => 16,
            V32 => 32,
            V64 => 64,
            _ => return None,
        })
    }

    /// For address-space qualifiers: the address size in bits of that space.
    pub fn address_bits(self) -> Option<u32> {
        match self {
            Qual::Word(Word::Private | Word::Shared) => Some(32),
            Qual::Word(Word::Global | Word::Const | Word::Generic) => Some(64),
            _ => None,
        }
    }
}

impl std::fmt::Display for Qual {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Qual::Word(word) => f.write_str(word.as_str()),
            Qual::Num(n) => write!(f, ".{n}"),
            Qual::Hex(n) => write!(f, ".0x{n:02x}"),
            Qual::Cache { l1, l2, l3 } => write!(f, ".L1{l1}.L2{l2}.L3{l3}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_parse_and_print_back() {
        for text in [".32b", ".re", ".0", ".63", ".0xba", ".0x01", ".acq_rel", ".L2wb"] {
            let qual = Qual::parse_part(text).unwrap_or_else(|| panic!("{text} did not parse"));
            assert_eq!(qual.to_string(), text);
        }
        let cache = Qual::parse_cache(".L1uc", ".L2c", ".L3wb").unwrap();
        assert_eq!(cache.to_string(), ".L1uc.L2c.L3wb");
        assert_eq!(Qual::parse_part(".0x1ff"), None);
        assert_eq!(Qual::parse_part(".256"), None);
        assert_eq!(Qual::parse_part(".bogus"), None);
    }
}
