//! The NT_AMDGPU_METADATA note as a generic value: msgpack in the note,
//! YAML in the assembler's `.amdgpu_metadata` block. The typed
//! [`crate::hsaco::Metadata`] reads the keys a loader needs; this keeps every
//! key, so that what llvm-mc would write survives.
//!
//! YAML is read the way llvm-mc-22 reads it (`msgpack::DocNode` from YAML):
//! a scalar's type comes from its text alone, quoted or not (`'1'` is the
//! integer 1), unless a `!str`, `!int`, `!bool`, `!float` or `!nil` tag
//! says; maps are sorted by key. Only the subset LLVM writes and reads back
//! is taken (block and flow maps and sequences, plain and quoted scalars,
//! tags); anchors, aliases, block scalars and multi-line scalars are
//! errors. A small reader of our own: a YAML library would take far more
//! than LLVM's subset and still need this typing of scalars on top.

use std::collections::BTreeMap;
use std::fmt::Write as _;

/// A msgpack value of the metadata. Integers are kept canonical (a
/// non-negative one is always `UInt`) so that equal notes compare equal
/// whichever encoding each used.
#[derive(Clone, Debug, PartialEq)]
pub enum MetaValue {
    Nil,
    Bool(bool),
    UInt(u64),
    /// Negative integers only.
    Int(i64),
    Float(f64),
    String(String),
    Binary(Vec<u8>),
    Array(Vec<MetaValue>),
    Map(BTreeMap<String, MetaValue>),
}

impl MetaValue {
    pub fn int(v: i64) -> MetaValue {
        if v < 0 {
            MetaValue::Int(v)
        } else {
            MetaValue::UInt(v as u64)
        }
    }

    /// The value with each non-negative `Int` as a `UInt`, as msgpack
    /// would read it back.
    pub fn canonical(&self) -> MetaValue {
        match self {
            MetaValue::Int(v) => MetaValue::int(*v),
            MetaValue::Array(items) => MetaValue::Array(items.iter().map(MetaValue::canonical).collect()),
            MetaValue::Map(map) => MetaValue::Map(map.iter().map(|(k, v)| (k.clone(), v.canonical())).collect()),
            other => other.clone(),
        }
    }

    pub fn get(&self, key: &str) -> Option<&MetaValue> {
        match self {
            MetaValue::Map(m) => m.get(key),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            MetaValue::String(s) => Some(s),
            _ => None,
        }
    }

    /// The msgpack encoding, as LLVM's `msgpack::Writer` chooses it: the
    /// shortest form of each integer, a float in 32 bits when its magnitude
    /// is within a float's normal range.
    pub fn to_msgpack(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(1024);
        self.write_msgpack(&mut out);
        out
    }

    pub(crate) fn write_msgpack(&self, out: &mut Vec<u8>) {
        match self {
            MetaValue::Nil => out.push(0xc0),
            MetaValue::Bool(b) => out.push(if *b { 0xc3 } else { 0xc2 }),
            MetaValue::UInt(v) => write_uint(out, *v),
            MetaValue::Int(v) => match *v {
                0.. => MetaValue::UInt(*v as u64).write_msgpack(out),
                -32..=-1 => out.push(*v as i8 as u8),
                -0x80..=-33 => out.extend([0xd0, *v as i8 as u8]),
                -0x8000..=-0x81 => {
                    out.push(0xd1);
                    out.extend((*v as i16).to_be_bytes());
                }
                -0x8000_0000..=-0x8001 => {
                    out.push(0xd2);
                    out.extend((*v as i32).to_be_bytes());
                }
                _ => {
                    out.push(0xd3);
                    out.extend(v.to_be_bytes());
                }
            },
            MetaValue::Float(f) => {
                let a = f.abs();
                if a >= f32::MIN_POSITIVE as f64 && a <= f32::MAX as f64 {
                    out.push(0xca);
                    out.extend((*f as f32).to_bits().to_be_bytes());
                } else {
                    out.push(0xcb);
                    out.extend(f.to_bits().to_be_bytes());
                }
            }
            MetaValue::String(s) => write_str(out, s),
            MetaValue::Binary(b) => {
                length(out, b.len(), None, [0xc4, 0xc5, 0xc6]);
                out.extend_from_slice(b);
            }
            MetaValue::Array(items) => {
                write_array_len(out, items.len());
                for item in items {
                    item.write_msgpack(out);
                }
            }
            MetaValue::Map(map) => {
                write_map_len(out, map.len());
                for (k, v) in map {
                    write_str(out, k);
                    v.write_msgpack(out);
                }
            }
        }
    }

    /// Reads one msgpack value that fills `bytes`. Maps must have string
    /// keys (as the metadata's do); arrays and maps may nest `max_depth`
    /// levels, which bounds the recursion.
    pub fn from_msgpack(bytes: &[u8], max_depth: usize) -> Result<MetaValue, String> {
        let mut reader = Reader { bytes, at: 0 };
        let v = reader.value(max_depth)?;
        if reader.at != bytes.len() {
            return Err(format!("{} bytes after the value", bytes.len() - reader.at));
        }
        Ok(v)
    }
}

/// msgpack pieces, written as [`MetaValue::to_msgpack`] writes them (also
/// for the typed metadata's writer, which needs no value tree).
pub(crate) fn write_uint(out: &mut Vec<u8>, v: u64) {
    match v {
        0..=0x7f => out.push(v as u8),
        0x80..=0xff => out.extend([0xcc, v as u8]),
        0x100..=0xffff => {
            out.push(0xcd);
            out.extend((v as u16).to_be_bytes());
        }
        0x1_0000..=0xffff_ffff => {
            out.push(0xce);
            out.extend((v as u32).to_be_bytes());
        }
        _ => {
            out.push(0xcf);
            out.extend(v.to_be_bytes());
        }
    }
}

pub(crate) fn write_str(out: &mut Vec<u8>, s: &str) {
    length(out, s.len(), Some((0xa0, 31)), [0xd9, 0xda, 0xdb]);
    out.extend_from_slice(s.as_bytes());
}

pub(crate) fn write_array_len(out: &mut Vec<u8>, len: usize) {
    length(out, len, Some((0x90, 15)), [0, 0xdc, 0xdd]);
}

pub(crate) fn write_map_len(out: &mut Vec<u8>, len: usize) {
    length(out, len, Some((0x80, 15)), [0, 0xde, 0xdf]);
}

fn length(out: &mut Vec<u8>, len: usize, fix: Option<(u8, usize)>, codes: [u8; 3]) {
    match fix {
        Some((base, max)) if len <= max => out.push(base | len as u8),
        _ if len <= 0xff && codes[0] != 0 => out.extend([codes[0], len as u8]),
        _ if len <= 0xffff => {
            out.push(codes[1]);
            out.extend((len as u16).to_be_bytes());
        }
        _ => {
            out.push(codes[2]);
            out.extend((len as u32).to_be_bytes());
        }
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], String> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len()).ok_or("the value is cut short")?;
        let s = &self.bytes[self.at..end];
        self.at = end;
        Ok(s)
    }
    fn be(&mut self, n: usize) -> Result<u64, String> {
        Ok(self.take(n)?.iter().fold(0u64, |acc, &b| acc << 8 | b as u64))
    }
    fn value(&mut self, depth: usize) -> Result<MetaValue, String> {
        let code = self.take(1)?[0];
        let nested =
            |depth: usize| depth.checked_sub(1).ok_or_else(|| "arrays and maps are nested too deep".to_string());
        Ok(match code {
            0x00..=0x7f => MetaValue::UInt(code as u64),
            0xe0..=0xff => MetaValue::Int(code as i8 as i64),
            0xc0 => MetaValue::Nil,
            0xc2 => MetaValue::Bool(false),
            0xc3 => MetaValue::Bool(true),
            0xcc..=0xcf => MetaValue::UInt(self.be(1 << (code - 0xcc))?),
            0xd0..=0xd3 => {
                let n = 1 << (code - 0xd0);
                let raw = self.be(n)?;
                let shift = 64 - 8 * n as u32;
                MetaValue::int(((raw << shift) as i64) >> shift)
            }
            0xca => MetaValue::Float(f32::from_bits(self.be(4)? as u32) as f64),
            0xcb => MetaValue::Float(f64::from_bits(self.be(8)?)),
            0xa0..=0xbf | 0xd9..=0xdb => {
                let len = if code <= 0xbf { (code & 0x1f) as usize } else { self.be(1 << (code - 0xd9))? as usize };
                let s = self.take(len)?;
                MetaValue::String(String::from_utf8(s.to_vec()).map_err(|_| "a string is not UTF-8")?)
            }
            0xc4..=0xc6 => {
                let len = self.be(1 << (code - 0xc4))? as usize;
                MetaValue::Binary(self.take(len)?.to_vec())
            }
            0x90..=0x9f | 0xdc | 0xdd => {
                let depth = nested(depth)?;
                let len = match code {
                    0xdc => self.be(2)?,
                    0xdd => self.be(4)?,
                    _ => (code & 0xf) as u64,
                };
                // Each item takes a byte at least: a count beyond the bytes
                // left is refused before anything is reserved for it.
                if len as usize > self.bytes.len() - self.at {
                    return Err("an array is longer than the note".into());
                }
                let mut items = Vec::with_capacity(len as usize);
                for _ in 0..len {
                    items.push(self.value(depth)?);
                }
                MetaValue::Array(items)
            }
            0x80..=0x8f | 0xde | 0xdf => {
                let depth = nested(depth)?;
                let len = match code {
                    0xde => self.be(2)?,
                    0xdf => self.be(4)?,
                    _ => (code & 0xf) as u64,
                };
                let mut map = BTreeMap::new();
                for _ in 0..len {
                    let MetaValue::String(key) = self.value(depth)? else {
                        return Err("a map key is not a string".into());
                    };
                    map.insert(key, self.value(depth)?);
                }
                MetaValue::Map(map)
            }
            _ => return Err(format!("msgpack type 0x{code:02x} is not used in metadata")),
        })
    }
}

impl serde::Serialize for MetaValue {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::{SerializeMap, SerializeSeq};
        match self {
            MetaValue::Nil => s.serialize_unit(),
            MetaValue::Bool(b) => s.serialize_bool(*b),
            MetaValue::UInt(v) => s.serialize_u64(*v),
            MetaValue::Int(v) => s.serialize_i64(*v),
            MetaValue::Float(f) => s.serialize_f64(*f),
            MetaValue::String(v) => s.serialize_str(v),
            MetaValue::Binary(b) => s.serialize_bytes(b),
            MetaValue::Array(items) => {
                let mut seq = s.serialize_seq(Some(items.len()))?;
                for i in items {
                    seq.serialize_element(i)?;
                }
                seq.end()
            }
            MetaValue::Map(m) => {
                let mut map = s.serialize_map(Some(m.len()))?;
                for (k, v) in m {
                    map.serialize_entry(k, v)?;
                }
                map.end()
            }
        }
    }
}

impl<'de> serde::Deserialize<'de> for MetaValue {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<MetaValue, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = MetaValue;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a metadata value")
            }
            fn visit_unit<E>(self) -> Result<MetaValue, E> {
                Ok(MetaValue::Nil)
            }
            fn visit_none<E>(self) -> Result<MetaValue, E> {
                Ok(MetaValue::Nil)
            }
            fn visit_bool<E>(self, v: bool) -> Result<MetaValue, E> {
                Ok(MetaValue::Bool(v))
            }
            fn visit_u64<E>(self, v: u64) -> Result<MetaValue, E> {
                Ok(MetaValue::UInt(v))
            }
            fn visit_i64<E>(self, v: i64) -> Result<MetaValue, E> {
                Ok(MetaValue::int(v))
            }
            fn visit_f64<E>(self, v: f64) -> Result<MetaValue, E> {
                Ok(MetaValue::Float(v))
            }
            fn visit_str<E>(self, v: &str) -> Result<MetaValue, E> {
                Ok(MetaValue::String(v.to_string()))
            }
            fn visit_bytes<E>(self, v: &[u8]) -> Result<MetaValue, E> {
                Ok(MetaValue::Binary(v.to_vec()))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<MetaValue, A::Error> {
                let mut items = Vec::new();
                while let Some(v) = seq.next_element()? {
                    items.push(v);
                }
                Ok(MetaValue::Array(items))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<MetaValue, A::Error> {
                let mut m = BTreeMap::new();
                while let Some((k, v)) = map.next_entry::<String, MetaValue>()? {
                    m.insert(k, v);
                }
                Ok(MetaValue::Map(m))
            }
        }
        d.deserialize_any(Visitor)
    }
}

/// A YAML error: the line (1-based, within the block) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct YamlError {
    pub line: usize,
    pub message: String,
}

fn yaml_err(line: usize, message: impl Into<String>) -> YamlError {
    YamlError { line, message: message.into() }
}

/// One significant line: its number, indentation and text (comments and
/// trailing blanks removed).
struct Line<'a> {
    number: usize,
    indent: usize,
    text: &'a str,
}

/// Reads the YAML document of an `.amdgpu_metadata` block (with or
/// without its `---` and `...` markers).
pub fn parse_yaml(text: &str) -> Result<MetaValue, YamlError> {
    let mut lines = Vec::new();
    let mut started = false;
    for (k, raw) in text.lines().enumerate() {
        let number = k + 1;
        if raw.contains('\t') && raw.trim_start_matches(' ').starts_with('\t') {
            return Err(yaml_err(number, "tabs cannot indent YAML"));
        }
        let text = strip_comment(raw).trim_end();
        let body = text.trim_start_matches(' ');
        if body.is_empty() {
            continue;
        }
        if text == "---" || text.starts_with("--- ") {
            if started {
                return Err(yaml_err(number, "only one YAML document is taken"));
            }
            started = true;
            if text.len() > 3 {
                return Err(yaml_err(number, "the document must start on the line after `---`"));
            }
            continue;
        }
        if text == "..." {
            break;
        }
        started = true;
        lines.push(Line { number, indent: text.len() - body.len(), text: body });
    }
    if lines.is_empty() {
        return Ok(MetaValue::Map(BTreeMap::new()));
    }
    let mut parser = Block { lines: &lines, at: 0 };
    let indent = lines[0].indent;
    let value = parser.node(indent)?;
    if let Some(extra) = lines.get(parser.at) {
        return Err(yaml_err(extra.number, "this line is not part of the document (check its indentation)"));
    }
    Ok(value)
}

/// Cuts a `#` comment (one at the start or after a blank, outside quotes).
fn strip_comment(line: &str) -> &str {
    let bytes = line.as_bytes();
    let (mut single, mut double) = (false, false);
    let mut k = 0;
    while k < bytes.len() {
        match bytes[k] {
            b'\'' if !double => single = !single,
            b'"' if !single => double = !double,
            b'\\' if double => k += 1,
            b'#' if !single && !double && (k == 0 || bytes[k - 1] == b' ' || bytes[k - 1] == b'\t') => {
                return &line[..k]
            }
            _ => {}
        }
        k += 1;
    }
    line
}

struct Block<'a, 'b> {
    lines: &'b [Line<'a>],
    at: usize,
}

/// The deepest nesting of YAML collections read: the reader recurses once
/// per level.
const MAX_YAML_DEPTH: usize = 64;

impl<'a> Block<'a, '_> {
    /// The node whose first line is the current one, at `indent`.
    fn node(&mut self, indent: usize) -> Result<MetaValue, YamlError> {
        self.node_at(indent, MAX_YAML_DEPTH)
    }

    fn node_at(&mut self, indent: usize, depth: usize) -> Result<MetaValue, YamlError> {
        let line = &self.lines[self.at];
        let depth = depth.checked_sub(1).ok_or_else(|| yaml_err(line.number, "collections are nested too deep"))?;
        if line.text == "-" || line.text.starts_with("- ") {
            self.sequence(indent, depth)
        } else if split_key(line.text).is_some() {
            self.mapping(indent, depth)
        } else {
            self.at += 1;
            flow(line.text, line.number, depth)
        }
    }

    fn sequence(&mut self, indent: usize, depth: usize) -> Result<MetaValue, YamlError> {
        let mut items = Vec::new();
        while let Some(line) = self.lines.get(self.at) {
            if line.indent != indent || !(line.text == "-" || line.text.starts_with("- ")) {
                if line.indent > indent {
                    return Err(yaml_err(line.number, "bad indentation of a sequence item"));
                }
                break;
            }
            let rest = line.text[1..].trim_start_matches(' ');
            if rest.is_empty() {
                // The item is on the lines below, indented further.
                self.at += 1;
                match self.lines.get(self.at) {
                    Some(next) if next.indent > indent => items.push(self.node_at(next.indent, depth)?),
                    _ => items.push(MetaValue::Nil),
                }
                continue;
            }
            // `- key: value`: the item is a map whose keys line up after `- `.
            let column = indent + (line.text.len() - rest.len());
            if split_key(rest).is_some() {
                let shifted = Line { number: line.number, indent: column, text: rest };
                let mut lines: Vec<Line<'a>> = vec![shifted];
                let mut end = self.at + 1;
                while let Some(next) = self.lines.get(end) {
                    if next.indent < column {
                        break;
                    }
                    lines.push(Line { number: next.number, indent: next.indent, text: next.text });
                    end += 1;
                }
                let mut inner = Block { lines: &lines, at: 0 };
                items.push(inner.mapping(column, depth)?);
                if let Some(extra) = lines.get(inner.at) {
                    return Err(yaml_err(extra.number, "bad indentation in a sequence item's map"));
                }
                self.at = end;
            } else if rest.starts_with("- ") || rest == "-" {
                return Err(yaml_err(line.number, "a sequence inside a sequence must start on its own line"));
            } else {
                items.push(flow(rest, line.number, depth)?);
                self.at += 1;
            }
        }
        Ok(MetaValue::Array(items))
    }

    fn mapping(&mut self, indent: usize, depth: usize) -> Result<MetaValue, YamlError> {
        let mut map = BTreeMap::new();
        while let Some(line) = self.lines.get(self.at) {
            if line.indent < indent {
                break;
            }
            if line.indent > indent {
                return Err(yaml_err(line.number, "bad indentation of a mapping entry"));
            }
            let Some((key, rest)) = split_key(line.text) else {
                return Err(yaml_err(line.number, "expected `key: value`"));
            };
            let key = match scalar(key, line.number)? {
                MetaValue::String(s) => s,
                _ => unquote(key, line.number)?,
            };
            self.at += 1;
            let value = if !rest.is_empty() {
                flow(rest, line.number, depth)?
            } else {
                match self.lines.get(self.at) {
                    Some(next) if next.indent > indent => self.node_at(next.indent, depth)?,
                    // A sequence may sit at its key's indentation.
                    Some(next) if next.indent == indent && (next.text == "-" || next.text.starts_with("- ")) => {
                        self.sequence(indent, depth)?
                    }
                    // llvm-mc reads a key with nothing after it as an empty array.
                    _ => MetaValue::Array(Vec::new()),
                }
            };
            if map.insert(key.clone(), value).is_some() {
                return Err(yaml_err(line.number, format!("duplicated mapping key `{key}`")));
            }
        }
        Ok(MetaValue::Map(map))
    }
}

/// `key: rest` where the key is plain or quoted; None if the line is no
/// mapping entry.
fn split_key(text: &str) -> Option<(&str, &str)> {
    let bytes = text.as_bytes();
    let key_end = match bytes.first()? {
        q @ (b'\'' | b'"') => {
            let mut k = 1;
            loop {
                match bytes.get(k)? {
                    b'\\' if *q == b'"' => k += 2,
                    c if c == q => {
                        if *q == b'\'' && bytes.get(k + 1) == Some(&b'\'') {
                            k += 2;
                            continue;
                        }
                        break k + 1;
                    }
                    _ => k += 1,
                }
            }
        }
        // Flow collections and tagged scalars are values, never keys here.
        b'[' | b'{' | b'!' => return None,
        _ => {
            let mut k = 0;
            loop {
                let c = *bytes.get(k)?;
                if c == b':' && matches!(bytes.get(k + 1), None | Some(b' ')) {
                    break k;
                }
                k += 1;
            }
        }
    };
    let after = &text[key_end..];
    let after = after.trim_start_matches(' ');
    let rest = after.strip_prefix(':')?;
    if !(rest.is_empty() || rest.starts_with(' ')) {
        return None;
    }
    Some((text[..key_end].trim_end(), rest.trim()))
}

/// A quoted or plain scalar's text.
fn unquote(text: &str, line: usize) -> Result<String, YamlError> {
    if let Some(inner) = text.strip_prefix('\'') {
        let inner = inner.strip_suffix('\'').ok_or_else(|| yaml_err(line, "missing closing `'`"))?;
        return Ok(inner.replace("''", "'"));
    }
    if let Some(inner) = text.strip_prefix('"') {
        let inner = inner.strip_suffix('"').ok_or_else(|| yaml_err(line, "missing closing `\"`"))?;
        let mut out = String::new();
        let mut chars = inner.chars();
        while let Some(c) = chars.next() {
            if c != '\\' {
                out.push(c);
                continue;
            }
            let code = |chars: &mut std::str::Chars, n: usize| -> Result<char, YamlError> {
                let digits: String = chars.by_ref().take(n).collect();
                u32::from_str_radix(&digits, 16)
                    .ok()
                    .filter(|_| digits.len() == n)
                    .and_then(char::from_u32)
                    .ok_or_else(|| yaml_err(line, format!("bad escape `\\{digits}`")))
            };
            out.push(match chars.next() {
                Some('n') => '\n',
                Some('t') => '\t',
                Some('r') => '\r',
                Some('0') => '\0',
                Some('\\') => '\\',
                Some('"') => '"',
                Some('/') => '/',
                Some(' ') => ' ',
                Some('x') => code(&mut chars, 2)?,
                Some('u') => code(&mut chars, 4)?,
                Some('U') => code(&mut chars, 8)?,
                Some(c) => return Err(yaml_err(line, format!("unknown escape `\\{c}`"))),
                None => return Err(yaml_err(line, "a `\\` ends the string")),
            });
        }
        return Ok(out);
    }
    Ok(text.to_string())
}

/// A value written on one line: a flow collection or a (tagged) scalar.
fn flow(text: &str, line: usize, depth: usize) -> Result<MetaValue, YamlError> {
    let mut reader = Flow { text, at: 0, line };
    let v = reader.value(depth)?;
    reader.blanks();
    if reader.at != text.len() {
        return Err(yaml_err(line, format!("unexpected `{}` after the value", &text[reader.at..])));
    }
    Ok(v)
}

struct Flow<'a> {
    text: &'a str,
    at: usize,
    line: usize,
}

impl<'a> Flow<'a> {
    fn blanks(&mut self) {
        while self.text[self.at..].starts_with(' ') {
            self.at += 1;
        }
    }
    fn value(&mut self, depth: usize) -> Result<MetaValue, YamlError> {
        self.blanks();
        let rest = &self.text[self.at..];
        let line = self.line;
        let depth_left = || depth.checked_sub(1).ok_or_else(|| yaml_err(line, "collections are nested too deep"));
        if let Some(open) = rest.chars().next().filter(|c| *c == '[' || *c == '{') {
            let depth = depth_left()?;
            self.at += 1;
            let close = if open == '[' { ']' } else { '}' };
            let mut items = Vec::new();
            let mut map = BTreeMap::new();
            loop {
                self.blanks();
                if self.text[self.at..].starts_with(close) {
                    self.at += 1;
                    break;
                }
                if open == '{' {
                    let key_text = self.scalar_text(true)?;
                    let key = unquote(key_text.trim(), self.line)?;
                    self.blanks();
                    if !self.text[self.at..].starts_with(':') {
                        return Err(yaml_err(self.line, "expected `:` in a flow map"));
                    }
                    self.at += 1;
                    let v = self.value(depth)?;
                    map.insert(key, v);
                } else {
                    items.push(self.value(depth)?);
                }
                self.blanks();
                match self.text[self.at..].chars().next() {
                    Some(',') => self.at += 1,
                    Some(c) if c == close => {}
                    _ => return Err(yaml_err(self.line, format!("expected `,` or `{close}`"))),
                }
            }
            return Ok(if open == '[' { MetaValue::Array(items) } else { MetaValue::Map(map) });
        }
        let mut tag = None;
        if rest.starts_with('!') {
            let end = rest.find(' ').unwrap_or(rest.len());
            tag = Some(&rest[..end]);
            self.at += end;
            self.blanks();
        }
        if rest.starts_with('&') || rest.starts_with('*') {
            return Err(yaml_err(self.line, "YAML anchors and aliases are not supported"));
        }
        if rest.starts_with('|') || rest.starts_with('>') {
            return Err(yaml_err(self.line, "YAML block scalars are not supported"));
        }
        let text = self.scalar_text(false)?;
        match tag {
            None => scalar(text, self.line),
            Some(tag) => tagged(tag, text, self.line),
        }
    }

    /// The text of one scalar, up to a flow delimiter (`,` `]` `}`, and `:`
    /// for a flow map's key) outside quotes.
    fn scalar_text(&mut self, key: bool) -> Result<&'a str, YamlError> {
        let start = self.at;
        let bytes = self.text.as_bytes();
        if let Some(&q @ (b'\'' | b'"')) = bytes.get(start) {
            let mut k = start + 1;
            loop {
                match bytes.get(k) {
                    None => return Err(yaml_err(self.line, "missing closing quote")),
                    Some(b'\\') if q == b'"' => k += 2,
                    Some(&c) if c == q => {
                        if q == b'\'' && bytes.get(k + 1) == Some(&b'\'') {
                            k += 2;
                            continue;
                        }
                        k += 1;
                        break;
                    }
                    _ => k += 1,
                }
            }
            self.at = k;
            let text: &'a str = self.text;
            return Ok(&text[start..k]);
        }
        let mut k = start;
        while let Some(&c) = bytes.get(k) {
            if matches!(c, b',' | b']' | b'}') || (key && c == b':') {
                break;
            }
            k += 1;
        }
        self.at = k;
        let text: &'a str = self.text;
        Ok(text[start..k].trim_end())
    }
}

fn tagged(tag: &str, text: &str, line: usize) -> Result<MetaValue, YamlError> {
    let value = unquote(text, line)?;
    let bad = || yaml_err(line, format!("`{value}` is not a valid {tag}"));
    Ok(match tag {
        "!str" => MetaValue::String(value),
        "!int" => integer(&value).ok_or_else(bad)?,
        "!bool" => match value.as_str() {
            "true" => MetaValue::Bool(true),
            "false" => MetaValue::Bool(false),
            _ => return Err(bad()),
        },
        "!float" => MetaValue::Float(value.parse().map_err(|_| bad())?),
        "!nil" => MetaValue::Nil,
        _ => return Err(yaml_err(line, format!("unsupported YAML tag `{tag}`"))),
    })
}

/// A scalar typed by its text, quoted or not, as llvm-mc does: an integer
/// (decimal, 0x, 0b, 0o or leading-0 octal), then `true`/`false`, then a
/// float, else a string.
fn scalar(text: &str, line: usize) -> Result<MetaValue, YamlError> {
    let value = unquote(text, line)?;
    if let Some(v) = integer(&value) {
        return Ok(v);
    }
    match value.as_str() {
        "true" => return Ok(MetaValue::Bool(true)),
        "false" => return Ok(MetaValue::Bool(false)),
        _ => {}
    }
    if let Some(f) = float(&value) {
        return Ok(MetaValue::Float(f));
    }
    Ok(MetaValue::String(value))
}

fn integer(text: &str) -> Option<MetaValue> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (radix, digits) = if let Some(d) = digits.strip_prefix("0x").or_else(|| digits.strip_prefix("0X")) {
        (16, d)
    } else if let Some(d) = digits.strip_prefix("0b").or_else(|| digits.strip_prefix("0B")) {
        (2, d)
    } else if let Some(d) = digits.strip_prefix("0o") {
        (8, d)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let magnitude = u64::from_str_radix(digits, radix).ok()?;
    if negative {
        let v = 0i64.checked_sub_unsigned(magnitude)?;
        Some(MetaValue::int(v))
    } else {
        Some(MetaValue::UInt(magnitude))
    }
}

/// A decimal float as LLVM's `StringRef::getAsDouble` takes one: digits
/// with an optional sign, point and exponent (no `inf` or `nan` words).
fn float(text: &str) -> Option<f64> {
    let body = text.strip_prefix(['-', '+']).unwrap_or(text);
    let mantissa = body.split(['e', 'E']).next()?;
    if mantissa.is_empty() || !mantissa.bytes().any(|b| b.is_ascii_digit()) {
        return None;
    }
    if !body.bytes().all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'-' | b'+')) {
        return None;
    }
    text.parse().ok()
}

/// Writes `value` as the YAML llvm-mc reads back to the same value: maps as
/// blocks in key order, sequences as `- ` items, strings quoted where a
/// plain scalar would read as something else, with a `!str` tag where even
/// a quoted one would.
pub fn print_yaml(value: &MetaValue) -> String {
    let mut out = String::from("---\n");
    match value {
        MetaValue::Map(m) if !m.is_empty() => print_map(m, 0, &mut out),
        other => {
            out.push_str(&inline(other));
            out.push('\n');
        }
    }
    out.push_str("...\n");
    out
}

fn print_map(map: &BTreeMap<String, MetaValue>, indent: usize, out: &mut String) {
    for (k, v) in map {
        let _ = write!(out, "{:indent$}{}:", "", key_text(k));
        print_child(v, indent, out);
    }
}

/// After `key:` or `-`: a scalar or empty collection on the same line, a
/// collection below.
fn print_child(v: &MetaValue, indent: usize, out: &mut String) {
    match v {
        MetaValue::Map(m) if !m.is_empty() => {
            out.push('\n');
            print_map(m, indent + 2, out);
        }
        MetaValue::Array(items) if !items.is_empty() => {
            out.push('\n');
            for item in items {
                let _ = write!(out, "{:1$}-", "", indent + 2);
                match item {
                    MetaValue::Map(m) if !m.is_empty() => {
                        // The map's first key on the `- ` line, the rest lined up with it.
                        let mut inner = String::new();
                        print_map(m, indent + 4, &mut inner);
                        out.push(' ');
                        out.push_str(&inner[indent + 4..]);
                    }
                    other => print_child(other, indent + 2, out),
                }
            }
        }
        other => {
            out.push(' ');
            out.push_str(&inline(other));
            out.push('\n');
        }
    }
}

fn key_text(key: &str) -> String {
    if plain_is_safe(key) {
        key.to_string()
    } else {
        quote(key)
    }
}

/// A scalar or an empty collection, on one line.
fn inline(v: &MetaValue) -> String {
    match v {
        MetaValue::Nil => "!nil ''".into(),
        MetaValue::Bool(b) => b.to_string(),
        MetaValue::UInt(n) => n.to_string(),
        MetaValue::Int(n) => n.to_string(),
        // Rust prints the shortest text that reads back as the same f64;
        // an integral one keeps a point so that it reads as a float.
        MetaValue::Float(f) if f.is_finite() => {
            let s = format!("{f:?}");
            if s.contains(['.', 'e', 'E']) {
                s
            } else {
                format!("{s}.0")
            }
        }
        MetaValue::Float(f) => format!("!float '{f}'"),
        MetaValue::String(s) => {
            if !matches!(scalar(s, 0), Ok(MetaValue::String(ref t)) if t == s) {
                format!("!str {}", quote(s))
            } else if plain_is_safe(s) {
                s.clone()
            } else {
                quote(s)
            }
        }
        // Bytes have no YAML form llvm-mc reads; they never come from its metadata.
        MetaValue::Binary(b) => format!("!str {}", quote(&String::from_utf8_lossy(b))),
        MetaValue::Array(items) => {
            let parts: Vec<String> = items.iter().map(inline).collect();
            format!("[{}]", parts.join(", "))
        }
        MetaValue::Map(m) => {
            let parts: Vec<String> = m.iter().map(|(k, v)| format!("{}: {}", quote(k), inline(v))).collect();
            format!("{{{}}}", parts.join(", "))
        }
    }
}

/// Whether `s` may be written plain: letters, digits and the punctuation
/// LLVM's names use, not starting with an indicator.
fn plain_is_safe(s: &str) -> bool {
    !s.is_empty()
        && !s.starts_with(['-', '?', ':', '!', '&', '*', '\'', '"', '[', '{', '#', '|', '>', '%', '@', '`', ' '])
        && !s.ends_with(' ')
        && s.chars().all(|c| c.is_ascii_alphanumeric() || " ._-+/()$".contains(c))
        && !s.contains(": ")
        && !s.contains(" #")
}

/// A quoted scalar: single quotes, or double ones with escapes for what
/// cannot be written plainly.
fn quote(s: &str) -> String {
    if s.chars().all(|c| !c.is_control()) {
        format!("'{}'", s.replace('\'', "''"))
    } else {
        let mut out = String::from("\"");
        for c in s.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\t' => out.push_str("\\t"),
                c if c.is_control() => {
                    let _ = write!(out, "\\u{:04x}", c as u32);
                }
                c => out.push(c),
            }
        }
        out.push('"');
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(entries: &[(&str, MetaValue)]) -> MetaValue {
        MetaValue::Map(entries.iter().map(|(k, v)| (k.to_string(), v.clone())).collect())
    }

    /// The scalars of llvm-mc-22's reading (the note it wrote for them).
    #[test]
    fn scalars_are_typed_as_llvm_mc_types_them() {
        let yaml = "---\nx.a: '1'\nx.c: true\nx.d: 1.5\nx.e: -3\nx.f: ~\nx.g: 0x10\nx.h: \"q\\tz\"\n\
                    x.i: [1, 2]\nx.j: {a: 1}\nx.k: False\nx.l: 01\nx.m: 0o17\nx.n: 09\nx.o: 'it''s'\n\
                    x.p: !str 1\nx.q:\nx.r: a b  c\nx.s: !nil ''\n...\n";
        let v = parse_yaml(yaml).unwrap();
        let s = |t: &str| MetaValue::String(t.into());
        let expect = map(&[
            ("x.a", MetaValue::UInt(1)),
            ("x.c", MetaValue::Bool(true)),
            ("x.d", MetaValue::Float(1.5)),
            ("x.e", MetaValue::Int(-3)),
            ("x.f", s("~")),
            ("x.g", MetaValue::UInt(16)),
            ("x.h", s("q\tz")),
            ("x.i", MetaValue::Array(vec![MetaValue::UInt(1), MetaValue::UInt(2)])),
            ("x.j", map(&[("a", MetaValue::UInt(1))])),
            ("x.k", s("False")),
            ("x.l", MetaValue::UInt(1)),
            ("x.m", MetaValue::UInt(15)),
            ("x.n", MetaValue::Float(9.0)),
            ("x.o", s("it's")),
            ("x.p", s("1")),
            ("x.q", MetaValue::Array(vec![])),
            ("x.r", s("a b  c")),
            ("x.s", MetaValue::Nil),
        ]);
        assert_eq!(v, expect);
        assert_eq!(parse_yaml(&print_yaml(&v)).unwrap(), v);
    }

    #[test]
    fn msgpack_is_written_as_llvm_writes_it_and_read_back() {
        // Bytes of llvm-mc-22's note for `{x.e: -3, x.d: 1.5, x.s: 1.5e40, x.h: 2^64-1, x.i: i64::MIN}`.
        let v = map(&[
            ("x.d", MetaValue::Float(1.5)),
            ("x.e", MetaValue::Int(-3)),
            ("x.h", MetaValue::UInt(u64::MAX)),
            ("x.i", MetaValue::Int(i64::MIN)),
            ("x.s", MetaValue::Float(1.5e40)),
        ]);
        let bytes = v.to_msgpack();
        let mut expect = vec![0x85, 0xa3, b'x', b'.', b'd', 0xca, 0x3f, 0xc0, 0, 0, 0xa3, b'x', b'.', b'e', 0xfd];
        expect.extend([0xa3, b'x', b'.', b'h', 0xcf, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
        expect.extend([0xa3, b'x', b'.', b'i', 0xd3, 0x80, 0, 0, 0, 0, 0, 0, 0]);
        expect.extend([0xa3, b'x', b'.', b's', 0xcb, 0x48, 0x46, 0x0a, 0x5f, 0x75, 0x52, 0x85, 0x7c]);
        assert_eq!(bytes, expect);
        assert_eq!(MetaValue::from_msgpack(&bytes, 8).unwrap(), v);
        for n in 0..bytes.len() {
            assert!(MetaValue::from_msgpack(&bytes[..n], 8).is_err());
        }
        assert!(MetaValue::from_msgpack(&[0x91; 100], 64).is_err());
    }

    #[test]
    fn bad_yaml_is_an_error_with_its_line() {
        for (text, line, message) in [
            ("a: 1\n  b: 2\n", 2, "bad indentation"),
            ("a: &x 1\n", 1, "anchors"),
            ("a: |\n  x\n", 1, "block scalars"),
            ("a: 1\na: 2\n", 2, "duplicated mapping key `a`"),
            ("a: [1, 2\n", 1, "expected `,` or `]`"),
            ("a: !weird 1\n", 1, "unsupported YAML tag `!weird`"),
            ("a: 'x\n", 1, "missing closing"),
            ("a: \"\\q\"\n", 1, "unknown escape"),
        ] {
            let e = parse_yaml(text).unwrap_err();
            assert_eq!(e.line, line, "{text:?}: {e:?}");
            assert!(e.message.contains(message), "{text:?}: {e:?}");
        }
        let deep = format!("a: {}{}\n", "[".repeat(200), "]".repeat(200));
        assert!(parse_yaml(&deep).unwrap_err().message.contains("too deep"));
    }

    fn values() -> impl proptest::strategy::Strategy<Value = MetaValue> {
        use proptest::prelude::*;
        let leaf = prop_oneof![
            Just(MetaValue::Nil),
            any::<bool>().prop_map(MetaValue::Bool),
            any::<u64>().prop_map(MetaValue::UInt),
            (i64::MIN..0).prop_map(MetaValue::Int),
            any::<f64>().prop_filter("NaN is never equal", |f| !f.is_nan()).prop_map(MetaValue::Float),
            any::<String>().prop_map(MetaValue::String),
            "[a-z0-9 .:#'\"*-]{0,12}".prop_map(MetaValue::String),
        ];
        leaf.prop_recursive(4, 40, 6, |inner| {
            prop_oneof![
                proptest::collection::vec(inner.clone(), 0..5).prop_map(MetaValue::Array),
                proptest::collection::btree_map(any::<String>(), inner, 0..5).prop_map(MetaValue::Map),
            ]
        })
    }

    proptest::proptest! {
        /// Whatever the values and keys, the printed YAML reads back equal.
        #[test]
        fn printed_yaml_reads_back(entries in proptest::collection::btree_map(proptest::prelude::any::<String>(), values(), 0..6)) {
            let v = MetaValue::Map(entries);
            let printed = print_yaml(&v);
            let back = parse_yaml(&printed);
            proptest::prop_assert_eq!(back.as_ref(), Ok(&v), "{}", printed);
            proptest::prop_assert_eq!(MetaValue::from_msgpack(&v.to_msgpack(), 64).map(|m| m.to_msgpack()), Ok(v.to_msgpack()));
        }
    }

    #[test]
    fn sequences_of_maps_and_nested_sequences_read_and_print_back() {
        let yaml = "amdhsa.kernels:\n  - .args:\n      - .offset: 0\n        .size: 8\n    .name: k\n  - .name: j\n\
                    amdhsa.version:\n- 1\n- 2\n";
        let v = parse_yaml(yaml).unwrap();
        let kernels = v.get("amdhsa.kernels").unwrap();
        let MetaValue::Array(ks) = kernels else { panic!() };
        assert_eq!(ks.len(), 2);
        assert_eq!(ks[0].get(".name").unwrap().as_str(), Some("k"));
        assert_eq!(v.get("amdhsa.version"), Some(&MetaValue::Array(vec![MetaValue::UInt(1), MetaValue::UInt(2)])));
        let printed = print_yaml(&v);
        assert_eq!(parse_yaml(&printed).unwrap(), v, "{printed}");
        // Strings that read as something else keep their type.
        let tricky = map(&[
            ("a", MetaValue::String("12".into())),
            ("b", MetaValue::String("true".into())),
            ("c", MetaValue::String("float*".into())),
            ("d", MetaValue::String("- x: y # z".into())),
            ("e", MetaValue::String("line\nbreak".into())),
            ("key with: colon", MetaValue::Float(2.0)),
            ("f", MetaValue::Array(vec![MetaValue::Array(vec![MetaValue::UInt(1)]), map(&[])])),
            ("g", MetaValue::Nil),
        ]);
        let printed = print_yaml(&tricky);
        assert_eq!(parse_yaml(&printed).unwrap(), tricky, "{printed}");
    }
}
