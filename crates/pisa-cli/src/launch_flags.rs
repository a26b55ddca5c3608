//! The launch flags `pisa run` and `pisa sim` share, and how they combine
//! with the launch file beside the program (`NAME.launch.toml`): a flag
//! overrides the file; `--arg` flags replace the file's whole list.

use clap::Args;
use pisa_emu::launch::{self, ArgSpec};
use std::path::{Path, PathBuf};

#[derive(Args)]
pub struct LaunchFlags {
    /// The kernel to run (default: the launch file's, or the only kernel).
    #[arg(long)]
    pub kernel: Option<String>,
    /// Global size X[,Y[,Z]].
    #[arg(long)]
    pub global: Option<String>,
    /// Work-group size X[,Y[,Z]].
    #[arg(long)]
    pub local: Option<String>,
    /// Global offset X[,Y[,Z]].
    #[arg(long)]
    pub offset: Option<String>,
    /// A kernel argument; repeat for each parameter, in order.
    #[arg(long = "arg", value_name = "SPEC")]
    pub args: Vec<String>,
    /// Print the result as one JSON object (buffers complete).
    #[arg(long)]
    pub json: bool,
    /// Print every element of long buffers (they are summarised otherwise).
    #[arg(long)]
    pub full: bool,
    /// Write each buffer as raw bytes to DIR/argK.bin.
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Host threads (default: every core).
    #[arg(long, default_value_t = 0)]
    pub threads: usize,
}

/// The flags and the launch file together.
pub struct Resolved {
    pub kernel: Option<String>,
    pub global: Option<Vec<u64>>,
    pub local: Option<Vec<u64>>,
    pub offset: Option<Vec<u64>>,
    pub specs: Vec<ArgSpec>,
    pub values: Vec<pisa_emu::Arg>,
    pub launch_path: PathBuf,
}

impl LaunchFlags {
    /// Reads the launch file beside `program` and applies the flags.
    pub fn resolve(&self, program: &Path) -> Result<Resolved, String> {
        let launch_path = launch::launch_file_for(program);
        let file = launch::read_launch_file(&launch_path)?.unwrap_or_default();
        let dims = |flag: &Option<String>, default: &Option<Vec<u64>>| -> Result<Option<Vec<u64>>, String> {
            match flag {
                Some(text) => launch::parse_dims(text).map(Some),
                None => Ok(default.clone()),
            }
        };
        let (global, local, offset) =
            (dims(&self.global, &file.global)?, dims(&self.local, &file.local)?, dims(&self.offset, &file.offset)?);
        let (texts, base): (Vec<String>, PathBuf) = if !self.args.is_empty() {
            (self.args.clone(), PathBuf::from("."))
        } else {
            let dir = launch_path.parent().map(Path::to_path_buf).unwrap_or_default();
            (file.args.clone().unwrap_or_default(), dir)
        };
        let mut specs = Vec::new();
        let mut values = Vec::new();
        for text in &texts {
            let spec = ArgSpec::parse(text, &base)?;
            values.push(spec.to_arg()?);
            specs.push(spec);
        }
        let kernel = self.kernel.clone().or(file.kernel.clone());
        Ok(Resolved { kernel, global, local, offset, specs, values, launch_path })
    }
}
