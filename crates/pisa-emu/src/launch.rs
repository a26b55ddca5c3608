//! Launch descriptions shared by `pisa run` and `pisa sim`: the argument
//! specifications, launch files, and how a value is written as text or JSON
//! (the output around them is the CLI's, one writer for both verbs).
//!
//! An argument is `TYPE:VALUE` for a by-value parameter, `buf:TYPE:INIT` for
//! a global buffer passed by its 64-bit address, or `shared:BYTES` for
//! dynamic shared memory. `VALUE` is decimal or `0x` hex; hex is the raw bit
//! pattern, also for floating-point types. Buffer initializers: a list
//! `1,2,3`, `zeros:N`, `iota:N` (0, 1, 2, …), `fill:N:V`, `rand:N:SEED`
//! (deterministic: integers uniform over the type, floats uniform in
//! [0, 1)), or `@FILE` (raw little-endian bytes).

use crate::Arg;
use pisa_float::Format;
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The element type of an argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ElemType {
    U8,
    U16,
    U32,
    U64,
    S8,
    S16,
    S32,
    S64,
    F16,
    Bf16,
    F32,
    F64,
}

impl ElemType {
    pub const ALL: [ElemType; 12] = [
        ElemType::U8,
        ElemType::U16,
        ElemType::U32,
        ElemType::U64,
        ElemType::S8,
        ElemType::S16,
        ElemType::S32,
        ElemType::S64,
        ElemType::F16,
        ElemType::Bf16,
        ElemType::F32,
        ElemType::F64,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ElemType::U8 => "u8",
            ElemType::U16 => "u16",
            ElemType::U32 => "u32",
            ElemType::U64 => "u64",
            ElemType::S8 => "s8",
            ElemType::S16 => "s16",
            ElemType::S32 => "s32",
            ElemType::S64 => "s64",
            ElemType::F16 => "f16",
            ElemType::Bf16 => "bf16",
            ElemType::F32 => "f32",
            ElemType::F64 => "f64",
        }
    }

    pub fn parse(text: &str) -> Option<ElemType> {
        ElemType::ALL.iter().copied().find(|t| t.name() == text)
    }

    pub fn bytes(self) -> usize {
        match self {
            ElemType::U8 | ElemType::S8 => 1,
            ElemType::U16 | ElemType::S16 | ElemType::F16 | ElemType::Bf16 => 2,
            ElemType::U32 | ElemType::S32 | ElemType::F32 => 4,
            ElemType::U64 | ElemType::S64 | ElemType::F64 => 8,
        }
    }

    pub fn float(self) -> Option<Format> {
        match self {
            ElemType::F16 => Some(Format::Hf),
            ElemType::Bf16 => Some(Format::Bf),
            ElemType::F32 => Some(Format::F),
            ElemType::F64 => Some(Format::Df),
            _ => None,
        }
    }

    fn signed(self) -> bool {
        matches!(self, ElemType::S8 | ElemType::S16 | ElemType::S32 | ElemType::S64)
    }

    fn mask(self) -> u64 {
        if self.bytes() == 8 {
            u64::MAX
        } else {
            (1u64 << (8 * self.bytes())) - 1
        }
    }

    /// Parses a value: decimal (signed for `sN`, a real number for floats)
    /// or `0x` hex (the raw bits).
    pub fn parse_value(self, text: &str) -> Result<u64, String> {
        let bits = 8 * self.bytes() as u32;
        if let Some(hex) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
            let v = u64::from_str_radix(hex, 16).map_err(|_| format!("`{text}` is not a hex number"))?;
            if v & !self.mask() != 0 {
                return Err(format!("`{text}` has more than {bits} bits, the size of {}", self.name()));
            }
            return Ok(v);
        }
        if let Some(format) = self.float() {
            let bits = match format {
                Format::F => text.parse::<f32>().map(|v| v.to_bits() as u64),
                _ => text.parse::<f64>().map(|v| pisa_float::from_f64(format, v)),
            };
            return bits.map_err(|_| format!("`{text}` is not a number of type {}", self.name()));
        }
        let value: i128 = text.parse().map_err(|_| format!("`{text}` is not an integer"))?;
        let (min, max) =
            if self.signed() { (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1) } else { (0, (1i128 << bits) - 1) };
        if value < min || value > max {
            return Err(format!("{value} does not fit in {} ({min}..={max})", self.name()));
        }
        Ok((value as u64) & self.mask())
    }

    /// The shortest text that reads back as the same value.
    pub fn format_value(self, bits: u64) -> String {
        let bits = bits & self.mask();
        match self.float() {
            None if self.signed() => {
                let shift = 64 - 8 * self.bytes() as u32;
                (((bits << shift) as i64) >> shift).to_string()
            }
            None => bits.to_string(),
            Some(format) => {
                if format.is_nan(bits) {
                    return format!("nan(0x{bits:0w$x})", w = 2 * self.bytes());
                }
                match format {
                    Format::F => format!("{:?}", f32::from_bits(bits as u32)),
                    Format::Df => format!("{:?}", f64::from_bits(bits)),
                    _ => {
                        let value = pisa_float::to_f64(format, bits);
                        if value.is_infinite() {
                            return format!("{value:?}");
                        }
                        for digits in 1..=9 {
                            let text = format!("{:.*e}", digits - 1, value);
                            if let Ok(back) = text.parse::<f64>() {
                                if pisa_float::from_f64(format, back) == bits {
                                    return format!("{back:?}");
                                }
                            }
                        }
                        format!("{value:?}")
                    }
                }
            }
        }
    }

    fn to_le(self, value: u64) -> Vec<u8> {
        value.to_le_bytes()[..self.bytes()].to_vec()
    }
}

/// How a buffer starts.
#[derive(Clone, Debug, PartialEq)]
pub enum BufferInit {
    List(Vec<u64>),
    Zeros(usize),
    Iota(usize),
    Fill(usize, u64),
    Rand(usize, u64),
    File(PathBuf),
}

/// One `--arg`.
#[derive(Clone, Debug, PartialEq)]
pub enum ArgSpec {
    Value { ty: ElemType, bits: u64 },
    Buffer { ty: ElemType, init: BufferInit },
    Shared(u64),
}

fn types_list() -> String {
    ElemType::ALL.iter().map(|t| t.name()).collect::<Vec<_>>().join(" ")
}

fn parse_count(text: &str) -> Result<usize, String> {
    let n: usize = text.parse().map_err(|_| format!("`{text}` is not an element count"))?;
    if n > 1 << 30 {
        return Err(format!("{n} elements is more than the 2^30 allowed"));
    }
    Ok(n)
}

impl ArgSpec {
    /// Parses an argument; `base` is where `@FILE` paths are relative to.
    pub fn parse(text: &str, base: &Path) -> Result<ArgSpec, String> {
        let wrap = |e: String| format!("argument `{text}`: {e}");
        if let Some(bytes) = text.strip_prefix("shared:") {
            let n: u64 = bytes.parse().map_err(|_| wrap(format!("`{bytes}` is not a byte count")))?;
            return Ok(ArgSpec::Shared(n));
        }
        if let Some(rest) = text.strip_prefix("buf:") {
            let (ty, init) = rest.split_once(':').ok_or_else(|| wrap("expected `buf:TYPE:INIT`".into()))?;
            let ty =
                ElemType::parse(ty).ok_or_else(|| wrap(format!("unknown type `{ty}` (types: {})", types_list())))?;
            let parts: Vec<&str> = init.split(':').collect();
            let init = match parts.as_slice() {
                ["zeros", n] => BufferInit::Zeros(parse_count(n).map_err(wrap)?),
                ["iota", n] => BufferInit::Iota(parse_count(n).map_err(wrap)?),
                ["fill", n, v] => BufferInit::Fill(parse_count(n).map_err(wrap)?, ty.parse_value(v).map_err(wrap)?),
                ["rand", n, seed] => BufferInit::Rand(
                    parse_count(n).map_err(wrap)?,
                    seed.parse().map_err(|_| wrap(format!("`{seed}` is not a seed (an unsigned integer)")))?,
                ),
                [file] if file.starts_with('@') => BufferInit::File(base.join(&file[1..])),
                [list] => BufferInit::List(
                    list.split(',').map(|v| ty.parse_value(v.trim())).collect::<Result<_, _>>().map_err(wrap)?,
                ),
                _ => {
                    return Err(wrap(
                        "expected a list `1,2,3`, `zeros:N`, `iota:N`, `fill:N:V`, `rand:N:SEED` or `@FILE`".into(),
                    ))
                }
            };
            return Ok(ArgSpec::Buffer { ty, init });
        }
        let (ty, value) = text
            .split_once(':')
            .ok_or_else(|| wrap("expected `TYPE:VALUE`, `buf:TYPE:INIT` or `shared:BYTES`".into()))?;
        let ty = ElemType::parse(ty).ok_or_else(|| wrap(format!("unknown type `{ty}` (types: {})", types_list())))?;
        Ok(ArgSpec::Value { ty, bits: ty.parse_value(value).map_err(wrap)? })
    }

    /// The element type of a buffer argument.
    pub fn buffer_type(&self) -> Option<ElemType> {
        match self {
            ArgSpec::Buffer { ty, .. } => Some(*ty),
            _ => None,
        }
    }

    pub fn to_arg(&self) -> Result<Arg, String> {
        Ok(match self {
            ArgSpec::Value { ty, bits } => Arg::Value(ty.to_le(*bits)),
            ArgSpec::Shared(n) => Arg::Shared(*n),
            ArgSpec::Buffer { ty, init } => {
                let ty = *ty;
                let values: Vec<u64> = match init {
                    BufferInit::List(v) => v.clone(),
                    BufferInit::Zeros(n) => vec![0; *n],
                    BufferInit::Fill(n, v) => vec![*v; *n],
                    BufferInit::Iota(n) => (0..*n as u64)
                        .map(|i| match ty.float() {
                            Some(f) => pisa_float::from_f64(f, i as f64),
                            None => i & ty.mask(),
                        })
                        .collect(),
                    BufferInit::Rand(n, seed) => {
                        let mut state = *seed;
                        (0..*n)
                            .map(|_| {
                                let r = splitmix64(&mut state);
                                match ty.float() {
                                    Some(f) => pisa_float::from_f64(f, (r >> 11) as f64 / (1u64 << 53) as f64),
                                    None => r & ty.mask(),
                                }
                            })
                            .collect()
                    }
                    BufferInit::File(path) => {
                        let bytes =
                            std::fs::read(path).map_err(|e| format!("cannot read `{}`: {e}", path.display()))?;
                        if bytes.len() % ty.bytes() != 0 {
                            return Err(format!(
                                "`{}` has {} bytes, not a whole number of {} elements",
                                path.display(),
                                bytes.len(),
                                ty.name()
                            ));
                        }
                        return Ok(Arg::Buffer(bytes));
                    }
                };
                Arg::Buffer(values.iter().flat_map(|v| ty.to_le(*v)).collect())
            }
        })
    }
}

fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The elements of a buffer.
pub fn elements(ty: ElemType, bytes: &[u8]) -> Vec<u64> {
    bytes
        .chunks(ty.bytes())
        .map(|c| c.iter().enumerate().fold(0u64, |acc, (i, b)| acc | (*b as u64) << (8 * i)))
        .collect()
}

/// A value for JSON: a number, or a string for NaN and infinities.
pub fn json_value(ty: ElemType, bits: u64) -> serde_json::Value {
    let text = ty.format_value(bits);
    match ty.float() {
        Some(format) => {
            let v = pisa_float::to_f64(format, bits & ty.mask());
            if v.is_finite() {
                serde_json::Number::from_f64(text.parse::<f64>().unwrap_or(v))
                    .map_or(serde_json::Value::String(text), serde_json::Value::Number)
            } else {
                serde_json::Value::String(text)
            }
        }
        None if ty.signed() => serde_json::Value::from(text.parse::<i64>().unwrap_or(0)),
        None => serde_json::Value::from(bits & ty.mask()),
    }
}

/// `NAME.launch.toml`: the defaults for a module's launch.
#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct LaunchFile {
    pub kernel: Option<String>,
    pub global: Option<Vec<u64>>,
    pub local: Option<Vec<u64>>,
    pub offset: Option<Vec<u64>>,
    pub args: Option<Vec<String>>,
}

/// The launch file beside a module (`dir/NAME.launch.toml` for
/// `dir/NAME.pisa`), if there is one.
pub fn launch_file_for(module: &Path) -> PathBuf {
    let stem = module.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    module.with_file_name(format!("{stem}.launch.toml"))
}

pub fn read_launch_file(path: &Path) -> Result<Option<LaunchFile>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("cannot read `{}`: {e}", path.display())),
    };
    toml::from_str(&text).map(Some).map_err(|e| format!("`{}`: {e}", path.display()))
}

/// Parses `X[,Y[,Z]]`.
pub fn parse_dims(text: &str) -> Result<Vec<u64>, String> {
    let dims: Vec<u64> = text
        .split(',')
        .map(|d| d.trim().parse::<u64>().map_err(|_| format!("`{d}` is not a size")))
        .collect::<Result<_, _>>()?;
    if dims.is_empty() || dims.len() > 3 {
        return Err(format!("`{text}`: give 1 to 3 sizes, as X[,Y[,Z]]"));
    }
    Ok(dims)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_parse_and_print_back() {
        for (ty, text) in [
            (ElemType::F32, "0.1"),
            (ElemType::F16, "0.1"),
            (ElemType::Bf16, "3.14"),
            (ElemType::S8, "-128"),
            (ElemType::U64, "18446744073709551615"),
            (ElemType::F64, "1e-300"),
        ] {
            let bits = ty.parse_value(text).unwrap();
            let back = ty.format_value(bits);
            assert_eq!(ty.parse_value(&back).unwrap(), bits, "{text} -> {back}");
        }
        assert_eq!(ElemType::F16.format_value(0x2e66), "0.1");
        assert_eq!(ElemType::F32.format_value(0x3f80_0000), "1.0");
        assert_eq!(ElemType::F32.format_value(0x7fc0_0000), "nan(0x7fc00000)");
        assert!(ElemType::U8.parse_value("256").is_err());
        assert!(ElemType::U16.parse_value("0x10000").is_err());
        assert!(ElemType::S16.parse_value("-32769").is_err());
    }

    #[test]
    fn argument_specs() {
        let base = Path::new(".");
        assert_eq!(ArgSpec::parse("u32:7", base).unwrap(), ArgSpec::Value { ty: ElemType::U32, bits: 7 });
        assert_eq!(
            ArgSpec::parse("f32:0x3f800000", base).unwrap(),
            ArgSpec::Value { ty: ElemType::F32, bits: 0x3f80_0000 }
        );
        assert_eq!(ArgSpec::parse("buf:u8:1,2,3", base).unwrap().to_arg().unwrap(), Arg::Buffer(vec![1, 2, 3]));
        assert_eq!(
            ArgSpec::parse("buf:s16:iota:3", base).unwrap().to_arg().unwrap(),
            Arg::Buffer(vec![0, 0, 1, 0, 2, 0])
        );
        assert_eq!(ArgSpec::parse("shared:256", base).unwrap(), ArgSpec::Shared(256));
        let a = ArgSpec::parse("buf:f32:rand:8:42", base).unwrap().to_arg().unwrap();
        let b = ArgSpec::parse("buf:f32:rand:8:42", base).unwrap().to_arg().unwrap();
        assert_eq!(a, b);
        for bad in ["x32:1", "u32", "buf:f32", "buf:f32:fill:3", "buf:q:1", "u8:300", "shared:x"] {
            assert!(ArgSpec::parse(bad, base).is_err(), "{bad} parsed");
        }
    }
}
