//! The tables of `tables/`, read at compile time: `build.rs` parses the
//! text with this crate's own readers ([`crate::format`], [`crate::table`]),
//! compiles it ([`crate::compiled`]) and writes the result out as Rust,
//! which is included here. Nothing is parsed when a program starts.

use crate::format::{Data, Field, Format, List, Text};
use crate::table::Table;

include!(concat!(env!("OUT_DIR"), "/formats.rs"));

mod gfx1100 {
    use crate::compiled::{
        chunks, Chunks, Class, ClassIndex, Core, Dual, Image, Item, Operand, Row, Source, Str, OP_SHIFT,
    };
    use crate::format::Name;
    use crate::table::{CodeSet, Dpp, DppKind, ImageOp, ImageShape, Modifier, NsaShape, OpDesc, Table, VClass};
    use std::sync::OnceLock;

    include!(concat!(env!("OUT_DIR"), "/gfx1100.rs"));
}

/// gfx1100's table (`tables/gfx1100.ops` with `tables/gfx1100.aliases`).
pub(crate) fn gfx1100() -> &'static Table {
    &gfx1100::TABLE
}
