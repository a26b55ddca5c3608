//! What `pisa run` and `pisa sim` print after a launch. One writer serves
//! both verbs, so that a script reads the same text, the same JSON (the same
//! keys in the same order) and the same `--out` files whichever of the two
//! ran the kernel. Only formatting lives here: the emulator and the
//! simulator each fill a [`Results`] from their own outcome.

use crate::launch_flags::LaunchFlags;
use pisa_emu::launch::{self, ArgSpec, ElemType};
use serde_json::{json, Map, Value};
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

/// Buffers of more elements than this are summarised in the text output
/// (without `--full`): a wall of numbers hides the result.
const FULL_UP_TO: usize = 16;
/// How many elements a summary shows at each end (numpy's `edgeitems`).
const EDGE_ITEMS: usize = 3;

/// A finished launch, as both verbs report it.
pub struct Results<'a> {
    pub kernel: &'a str,
    pub specs: &'a [ArgSpec],
    /// For each argument: a buffer's final bytes, `None` for the others.
    pub buffers: &'a [Option<Vec<u8>>],
    /// With `--stats`.
    pub stats: Option<Stats>,
    /// `pisa sim --trace`: each executed instruction, one a line.
    pub trace: &'a [String],
}

/// Statistics. The fields up to `seconds` mean the same for both verbs and
/// have the same JSON keys; `counts` and `breakdown` are a verb's own.
pub struct Stats {
    /// What executes an instruction for 32 lanes: "sub-group" (`pisa run`)
    /// or "wave" (`pisa sim`).
    pub unit: &'static str,
    /// Instructions executed, each counted once for all the lanes of its
    /// sub-group or wave.
    pub instructions: u64,
    /// The share of the 32 lanes active over the instructions that
    /// `utilisation_of` names (all of them when it is empty).
    pub lane_utilisation: f64,
    pub utilisation_of: &'static str,
    pub work_groups: u64,
    /// Sub-groups or waves run (JSON key `sub_groups` for both verbs).
    pub sub_groups: u64,
    pub seconds: f64,
    /// Further counts, in the order printed: (JSON key, text label, count).
    pub counts: Vec<(&'static str, &'static str, u64)>,
    /// Instructions by opcode or by class: (JSON key, text label, entries in
    /// the order the text lists them).
    pub breakdown: (&'static str, &'static str, Vec<(String, u64)>),
}

impl Results<'_> {
    /// The buffer arguments: (index, element type, bytes).
    fn buffers(&self) -> impl Iterator<Item = (usize, ElemType, &[u8])> {
        self.specs.iter().enumerate().filter_map(|(k, spec)| {
            let ty = spec.buffer_type()?;
            let bytes = self.buffers.get(k)?.as_deref()?;
            Some((k, ty, bytes))
        })
    }

    /// `{"args": [{"index", "type", "values"}], "kernel", "stats", "trace"}`,
    /// `stats` with `--stats` and `trace` with `--trace`. Buffers are
    /// complete; NaNs and infinities are strings.
    pub fn json(&self) -> Value {
        let args: Vec<Value> = self
            .buffers()
            .map(|(k, ty, bytes)| {
                let values: Vec<Value> =
                    launch::elements(ty, bytes).into_iter().map(|v| launch::json_value(ty, v)).collect();
                json!({ "index": k, "type": ty.name(), "values": values })
            })
            .collect();
        let mut object = Map::new();
        object.insert("args".into(), Value::Array(args));
        object.insert("kernel".into(), Value::from(self.kernel));
        if let Some(stats) = &self.stats {
            object.insert("stats".into(), stats.json());
        }
        if !self.trace.is_empty() {
            object.insert("trace".into(), Value::from(self.trace.to_vec()));
        }
        Value::Object(object)
    }

    /// The trace, each buffer as `argK TYPE[N] = [v0, v1, …]` (long ones
    /// summarised unless `full`), then the statistics.
    pub fn text(&self, full: bool) -> String {
        let mut text = String::new();
        for line in self.trace {
            text.push_str(line);
            text.push('\n');
        }
        for (k, ty, bytes) in self.buffers() {
            text.push_str(&format_buffer(k, ty, bytes, full));
            text.push('\n');
        }
        if let Some(stats) = &self.stats {
            text.push_str(&stats.text());
        }
        text
    }

    /// Writes `--out DIR` (complete buffers), then the JSON or the text to
    /// standard output, as the flags ask; the exit status.
    pub fn emit(&self, flags: &LaunchFlags) -> ExitCode {
        if let Some(dir) = &flags.out {
            if let Err(e) = write_buffers(dir, self.buffers) {
                eprintln!("error: {e}");
                return ExitCode::from(2);
            }
        }
        let output = if flags.json { format!("{}\n", self.json()) } else { self.text(flags.full) };
        match std::io::stdout().lock().write_all(output.as_bytes()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("error: cannot write the output: {e}");
                ExitCode::from(2)
            }
        }
    }
}

impl Stats {
    fn json(&self) -> Value {
        let mut object = Map::new();
        object.insert("instructions".into(), Value::from(self.instructions));
        object.insert("lane_utilisation".into(), Value::from(self.lane_utilisation));
        object.insert("work_groups".into(), Value::from(self.work_groups));
        object.insert("sub_groups".into(), Value::from(self.sub_groups));
        object.insert("seconds".into(), Value::from(self.seconds));
        for (key, _, n) in &self.counts {
            object.insert((*key).into(), Value::from(*n));
        }
        let (key, _, entries) = &self.breakdown;
        let breakdown: Map<String, Value> = entries.iter().map(|(name, n)| (name.clone(), Value::from(*n))).collect();
        object.insert((*key).into(), Value::Object(breakdown));
        Value::Object(object)
    }

    fn text(&self) -> String {
        let unit = self.unit;
        let plural = |n: u64| if n == 1 { "" } else { "s" };
        let scope = if self.utilisation_of.is_empty() { String::new() } else { format!(" ({})", self.utilisation_of) };
        let mut text = format!(
            "stats: {} {unit} instruction{}, lane utilisation {:.1}%{scope}, {} work-group{}, {} {unit}{}, {:.3} s ({:.1} M {unit} instructions/s)\n",
            self.instructions,
            plural(self.instructions),
            100.0 * self.lane_utilisation,
            self.work_groups,
            plural(self.work_groups),
            self.sub_groups,
            plural(self.sub_groups),
            self.seconds,
            self.instructions as f64 / self.seconds.max(1e-9) / 1e6
        );
        if !self.counts.is_empty() {
            let counts: Vec<String> = self.counts.iter().map(|(_, label, n)| format!("{n} {label}")).collect();
            text.push_str(&format!("stats: {}\n", counts.join(", ")));
        }
        let (_, label, entries) = &self.breakdown;
        let entries: Vec<String> = entries.iter().map(|(name, n)| format!("{name} {n}")).collect();
        text.push_str(&format!("stats: {label}: {}\n", entries.join(", ")));
        text
    }
}

/// `argK TYPE[N] = [v0, v1, …]`; with more than [`FULL_UP_TO`] elements and
/// not `full`, only the first and last [`EDGE_ITEMS`] around a `…`
/// (`N` still gives the length).
pub fn format_buffer(index: usize, ty: ElemType, bytes: &[u8], full: bool) -> String {
    let elements = launch::elements(ty, bytes);
    let shown: Vec<String> = if full || elements.len() <= FULL_UP_TO {
        elements.iter().map(|v| ty.format_value(*v)).collect()
    } else {
        let head = elements[..EDGE_ITEMS].iter().map(|v| ty.format_value(*v));
        let tail = elements[elements.len() - EDGE_ITEMS..].iter().map(|v| ty.format_value(*v));
        head.chain(std::iter::once("…".to_string())).chain(tail).collect()
    };
    format!("arg{index} {}[{}] = [{}]", ty.name(), elements.len(), shown.join(", "))
}

/// `--out DIR`: each buffer as DIR/argK.bin.
pub fn write_buffers(dir: &Path, buffers: &[Option<Vec<u8>>]) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create `{}`: {e}", dir.display()))?;
    for (k, buffer) in buffers.iter().enumerate() {
        if let Some(bytes) = buffer {
            let path = dir.join(format!("arg{k}.bin"));
            std::fs::write(&path, bytes).map_err(|e| format!("cannot write `{}`: {e}", path.display()))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32_bytes(n: usize) -> Vec<u8> {
        (0..n).flat_map(|i| (i as f32).to_le_bytes()).collect()
    }

    #[test]
    fn long_buffers_are_summarised_unless_full() {
        let bytes = f32_bytes(1000);
        assert_eq!(
            format_buffer(1, ElemType::F32, &bytes, false),
            "arg1 f32[1000] = [0.0, 1.0, 2.0, …, 997.0, 998.0, 999.0]"
        );
        let full = format_buffer(1, ElemType::F32, &bytes, true);
        assert!(full.starts_with("arg1 f32[1000] = [0.0, 1.0, 2.0, 3.0,") && full.ends_with(", 998.0, 999.0]"));
        assert_eq!(full.matches(", ").count(), 999);
    }

    #[test]
    fn short_buffers_are_printed_in_full() {
        let sixteen = f32_bytes(FULL_UP_TO);
        assert!(!format_buffer(0, ElemType::F32, &sixteen, false).contains('…'));
        let seventeen = f32_bytes(FULL_UP_TO + 1);
        assert_eq!(
            format_buffer(0, ElemType::F32, &seventeen, false),
            "arg0 f32[17] = [0.0, 1.0, 2.0, …, 14.0, 15.0, 16.0]"
        );
        assert_eq!(format_buffer(2, ElemType::U8, &[], false), "arg2 u8[0] = []");
    }
}
