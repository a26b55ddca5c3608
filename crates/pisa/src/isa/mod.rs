//! The PISA instruction table and what reads it.
//!
//! Every instruction form of the spec lives once, in `pisa.isa`, in the
//! manual's own notation. `build.rs` reads it at compile time with this
//! module's reader and writes the table out as a Rust constant, which
//! [`table()`] returns; a unit test makes sure the text and the compiled
//! table agree.
//! Matching a mnemonic's qualifiers against the forms also lives here, so
//! that the parser, the verifier and the documentation agree on it.

mod qual;
mod table;

pub use qual::{CachePolicy, Opcode, Qual, Slot, Word};
pub use table::{
    split_parts, Cond, Form, FormId, ImmClass, Instruction, Interp, Kinds, List, MemForm, OperandKind, OperandSpec,
    Restriction, ReturnOf, Rule, SlotSpec, Table, TableError, Version,
};

/// The table's source text.
pub const SOURCE: &str = include_str!("pisa.isa");

/// The table as `build.rs` read it from [`SOURCE`] at compile time, as
/// constant data.
static TABLE: Table = {
    use table::*;
    include!(concat!(env!("OUT_DIR"), "/pisa_isa.rs"))
};

/// The instruction table.
pub fn table() -> &'static Table {
    &TABLE
}

/// A set of forms of one opcode, as bits over [`Table::forms_of`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FormMask(pub u32);

impl FormMask {
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn contains(self, local: usize) -> bool {
        self.0 & (1 << local) != 0
    }
    /// The forms in the set, in table order.
    pub fn forms(self, opcode: Opcode) -> impl Iterator<Item = &'static Form> {
        let table = table();
        table
            .forms_of(opcode)
            .iter()
            .enumerate()
            .filter(move |(local, _)| self.contains(*local))
            .map(move |(_, id)| table.form(*id))
    }
}

/// A qualifier found in a mnemonic, with the index of its first part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FoundQual {
    pub qual: Qual,
    pub part: usize,
}

/// Why a mnemonic's qualifiers fit none of its opcode's forms.
#[derive(Clone, Debug, PartialEq)]
pub enum QualError {
    /// The part is no qualifier this opcode takes.
    Unknown { part: usize, is_pisa: bool, suggestion: Option<String> },
    /// The same qualifier twice.
    Duplicate { part: usize, first: usize },
    /// The qualifier belongs before one that precedes it.
    OutOfOrder { part: usize, before: usize },
    /// At this position the opcode needs `slot`, and the part is not one of its values.
    NotAllowed { part: usize, slot: Slot, expected: Vec<Qual> },
    /// The mnemonic ends before a required slot.
    Missing { slot: Slot, expected: Vec<Qual> },
}

/// Splits the mnemonic text into its base and its `.`-parts.
pub fn split_mnemonic(text: &str) -> (&str, Vec<&str>) {
    match text.find('.') {
        Some(dot) => (&text[..dot], split_parts(&text[dot..])),
        None => (text, Vec::new()),
    }
}

fn qual_at(parts: &[&str], index: usize, allow_cache: bool) -> Option<(Qual, usize)> {
    if allow_cache && index + 2 < parts.len() {
        if let Some(qual) = Qual::parse_cache(parts[index], parts[index + 1], parts[index + 2]) {
            return Some((qual, 3));
        }
    }
    Qual::parse_part(parts[index]).map(|qual| (qual, 1))
}

struct Failure {
    progress: usize,
    slot_index: usize,
}

fn match_form(form: &Form, parts: &[&str], found: &mut Vec<FoundQual>) -> Result<(), Failure> {
    found.clear();
    let mut index = 0;
    for (slot_index, spec) in form.slots.iter().enumerate() {
        if index < parts.len() {
            if let Some((qual, used)) = qual_at(parts, index, spec.slot == Slot::Cc) {
                if spec.values.contains(&qual) {
                    found.push(FoundQual { qual, part: index });
                    index += used;
                    continue;
                }
            }
        }
        if !spec.optional {
            return Err(Failure { progress: index, slot_index });
        }
    }
    if index < parts.len() {
        return Err(Failure { progress: index, slot_index: form.slots.len() });
    }
    Ok(())
}

/// Matches the qualifier parts of a mnemonic against every form of `opcode`.
/// On success, returns the qualifiers and the forms they fit.
pub fn match_qualifiers(opcode: Opcode, parts: &[&str]) -> Result<(Vec<FoundQual>, FormMask), QualError> {
    let table = table();
    let mut mask = 0u32;
    let mut result = None;
    let mut scratch = Vec::new();
    let mut best: Option<(usize, &Form, usize)> = None;
    let mut expected_here: Vec<Qual> = Vec::new();
    for (local, id) in table.forms_of(opcode).iter().enumerate() {
        let form = table.form(*id);
        match match_form(form, parts, &mut scratch) {
            Ok(()) => {
                mask |= 1 << local;
                if result.is_none() {
                    result = Some(scratch.clone());
                }
            }
            Err(failure) => {
                let better = best.is_none_or(|(progress, _, _)| failure.progress > progress);
                if better {
                    expected_here.clear();
                }
                if better || best.is_some_and(|(p, _, _)| p == failure.progress) {
                    if let Some(spec) = form.slots.get(failure.slot_index) {
                        for value in spec.values.iter() {
                            if !expected_here.contains(value) {
                                expected_here.push(*value);
                            }
                        }
                    }
                }
                if better {
                    best = Some((failure.progress, form, failure.slot_index));
                }
            }
        }
    }
    if let Some(found) = result {
        return Ok((found, FormMask(mask)));
    }
    let (progress, form, slot_index) = best.expect("every opcode has at least one form");
    Err(diagnose(opcode, form, parts, progress, slot_index, expected_here))
}

fn diagnose(
    opcode: Opcode,
    form: &Form,
    parts: &[&str],
    progress: usize,
    slot_index: usize,
    expected: Vec<Qual>,
) -> QualError {
    let Some(_) = parts.get(progress) else {
        let slot = form.slots[slot_index].slot;
        return QualError::Missing { slot, expected };
    };
    let Some((qual, _)) = qual_at(parts, progress, true) else {
        return QualError::Unknown {
            part: progress,
            is_pisa: false,
            suggestion: suggest(parts[progress], qualifier_spellings(opcode)),
        };
    };
    let mut earlier = Vec::new();
    let mut scratch_index = 0;
    while scratch_index < progress {
        match qual_at(parts, scratch_index, true) {
            Some((q, used)) => {
                earlier.push((q, scratch_index));
                scratch_index += used;
            }
            None => scratch_index += 1,
        }
    }
    if let Some((_, first)) = earlier.iter().find(|(q, _)| *q == qual) {
        return QualError::Duplicate { part: progress, first: *first };
    }
    let known_to_opcode =
        table().forms_of(opcode).iter().any(|id| table().form(*id).slots.iter().any(|s| s.values.contains(&qual)));
    // A type written where a type belongs is best reported with the types
    // that would fit; anything else this opcode never takes is unknown to it.
    let wrong_type_in_type_slot = qual.type_bits().is_some()
        && form.slots.get(slot_index).is_some_and(|spec| spec.values.iter().all(|v| v.type_bits().is_some()));
    if !known_to_opcode && wrong_type_in_type_slot {
        let slot = form.slots[slot_index].slot;
        return QualError::NotAllowed { part: progress, slot, expected };
    }
    if !known_to_opcode {
        return QualError::Unknown {
            part: progress,
            is_pisa: true,
            suggestion: suggest(parts[progress], qualifier_spellings(opcode)),
        };
    }
    // A qualifier that some form expects before one already written is out of
    // order; name the first written qualifier it should precede.
    for (q, part) in &earlier {
        let position = |target: Qual| form.slots.iter().position(|s| s.values.contains(&target));
        if let (Some(mine), Some(theirs)) = (position(qual), position(*q)) {
            if mine < theirs {
                return QualError::OutOfOrder { part: progress, before: *part };
            }
        }
    }
    match form.slots.get(slot_index) {
        Some(spec) => QualError::NotAllowed { part: progress, slot: spec.slot, expected },
        None => {
            // Every slot is filled and a known qualifier is left over: it goes
            // before something written earlier, or it repeats a slot.
            let before = earlier.first().map_or(0, |(_, part)| *part);
            QualError::OutOfOrder { part: progress, before }
        }
    }
}

/// Assigns an instruction's qualifiers (in the order written) to the slots of
/// `form`, the way [`match_qualifiers`] matched them.
pub fn bind_slots(form: &Form, quals: impl IntoIterator<Item = Qual>) -> Vec<(Slot, Qual)> {
    let mut quals = quals.into_iter().peekable();
    let mut bound = Vec::new();
    for spec in form.slots.iter() {
        if let Some(qual) = quals.peek() {
            if spec.values.contains(qual) {
                bound.push((spec.slot, *qual));
                quals.next();
            }
        }
    }
    bound
}

/// Every qualifier spelling that some form of `opcode` accepts.
pub fn qualifier_spellings(opcode: Opcode) -> Vec<String> {
    let mut spellings: Vec<String> = Vec::new();
    for id in table().forms_of(opcode) {
        for spec in table().form(*id).slots.iter() {
            for value in spec.values.iter() {
                let text = value.to_string();
                if !spellings.contains(&text) {
                    spellings.push(text);
                }
            }
        }
    }
    spellings
}

/// The closest candidate to `word` by edit distance, when it is close enough
/// to be a plausible typo.
pub fn suggest<S: AsRef<str>>(word: &str, candidates: impl IntoIterator<Item = S>) -> Option<String> {
    let limit = (word.len() / 3).max(1);
    candidates
        .into_iter()
        .map(|c| (strsim::damerau_levenshtein(word, c.as_ref()), c.as_ref().to_string()))
        .filter(|(distance, c)| *distance <= limit && c != word)
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, c)| c)
}

/// Opcodes whose spelling is close to `word`, best first.
pub fn suggest_opcodes(word: &str) -> Vec<Opcode> {
    let limit = (word.len() / 3).max(1);
    let mut scored: Vec<(usize, Opcode)> = Opcode::ALL
        .iter()
        .map(|op| (strsim::damerau_levenshtein(word, op.as_str()), *op))
        .filter(|(distance, _)| *distance <= limit)
        .collect();
    scored.sort_by_key(|(distance, _)| *distance);
    let best = scored.first().map(|(d, _)| *d);
    scored.into_iter().filter(|(d, _)| Some(*d) == best).map(|(_, op)| op).take(3).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_reads() {
        let table = Table::parse(SOURCE).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(table.instructions.len(), 86, "sections in the nine instruction chapters");
        assert!(table.forms.len() > 140, "forms: {}", table.forms.len());
        for opcode in Opcode::ALL {
            assert!(table.forms_of(*opcode).len() <= 32, "{opcode} has too many forms for FormMask");
        }
    }

    #[test]
    fn the_compiled_table_is_the_text() {
        let read = Table::parse(SOURCE).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(format!("{:#?}", table()), format!("{read:#?}"));
    }

    #[test]
    fn table_errors_name_the_line() {
        let bad = "## 1.1 dp4a | x\ndp4a.type dst\n  .type = { .33b }\n";
        let error = Table::parse(bad).unwrap_err();
        assert_eq!(error.line, 3);
        assert!(error.message.contains(".33b"), "{}", error.message);
        let untyped = "## 1.1 dp4a | x\ndp4a.type dst\n  .type = { .32b }\n";
        let error = Table::parse(untyped).unwrap_err();
        assert!(error.message.contains("no `- name: KIND` line"), "{}", error.message);
    }

    fn matched(mnemonic: &str) -> Result<(Vec<FoundQual>, FormMask), QualError> {
        let (base, parts) = split_mnemonic(mnemonic);
        match_qualifiers(Opcode::from_str(base).unwrap(), &parts)
    }

    #[test]
    fn qualifiers_match_forms() {
        let (quals, mask) = matched("fadd.rz.ftz.f").unwrap();
        assert_eq!(quals.len(), 3);
        assert_eq!(mask, FormMask(1));
        let (_, mask) = matched("fadd.hfx2").unwrap();
        assert_eq!(mask, FormMask(2));
        let (quals, _) = matched("ld.global.L1c.L2c.L3c.v4.32b").unwrap();
        assert_eq!(quals[1].qual.to_string(), ".L1c.L2c.L3c");
        assert_eq!(quals[2].part, 4);
        let (_, mask) = matched("scmp.eq.32b").unwrap();
        assert_eq!(mask, FormMask(0b11), "predicate and register destinations");
        assert!(matched("bfn.0xba.32b").is_ok());
        assert!(matched("extract.63.32b").is_ok());
        assert!(matched("fence.workgroup").is_ok());
        assert!(matched("ld.param.v2.32b").is_ok());
        assert!(matched("barrier.workgroup").is_ok());
    }

    #[test]
    fn qualifier_errors_are_specific() {
        assert!(matches!(matched("fadd.ftz.rz.f"), Err(QualError::OutOfOrder { part: 1, before: 0 })));
        assert!(matches!(matched("fadd.f.ftz"), Err(QualError::OutOfOrder { part: 1, before: 0 })));
        assert!(matches!(matched("iadd.dsat.dsat.32b"), Err(QualError::Duplicate { part: 1, first: 0 })));
        assert!(matches!(matched("fadd.rz"), Err(QualError::Missing { slot: Slot::Type, .. })));
        match matched("fadd.rx.f") {
            Err(QualError::Unknown { suggestion: Some(s), is_pisa: false, .. }) => {
                assert!(s == ".rz" || s == ".re" || s == ".rd")
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(matched("iadd.ftz.32b"), Err(QualError::Unknown { is_pisa: true, .. })));
        match matched("iadd.hf") {
            Err(QualError::NotAllowed { slot: Slot::Type, expected, .. }) => assert_eq!(expected.len(), 5),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn opcode_suggestions() {
        assert_eq!(suggest_opcodes("iad"), vec![Opcode::Iadd]);
        assert!(suggest_opcodes("add").contains(&Opcode::Iadd));
        assert!(suggest_opcodes("zzzzzz").is_empty());
    }
}
