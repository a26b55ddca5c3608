//! A source file as `pisa check` and `pisa asm` read it: a large file is
//! mapped rather than copied (a copy costs a page fault per 4 KiB, and the
//! copy's pages stay resident). For `check`, the pages the parser has
//! finished with are let go while the syntax tree grows, so that the peak
//! resident set holds the tree and only a window of the source (issue 22:
//! at most 4× the source); `asm` has its whole file mapped at once.
//!
//! A mapped page that has been let go still reads as the file: the kernel
//! brings it back from the page cache when the diagnostics quote it. As with
//! any mapped input (LLVM maps its sources the same way), a file that
//! another process truncates while `pisa` reads it can end the process with
//! SIGBUS.

use std::ops::Deref;
use std::path::Path;

/// Files smaller than this are read into memory: mapping them saves little.
const MAP_AT_LEAST: u64 = 1 << 20;

/// The text of a source file.
pub(crate) enum Source {
    Read(String),
    #[cfg(unix)]
    Mapped(map::Mapped),
}

impl Deref for Source {
    type Target = str;
    fn deref(&self) -> &str {
        match self {
            Source::Read(text) => text,
            #[cfg(unix)]
            Source::Mapped(mapped) => mapped.text(),
        }
    }
}

impl Source {
    /// Lets go of the resident pages of `text[..end]` (whole pages only);
    /// nothing for a source that was read. Reading those bytes afterwards is
    /// fine (they come back from the file).
    pub(crate) fn release(&self, end: usize) {
        match self {
            Source::Read(_) => {}
            #[cfg(unix)]
            Source::Mapped(mapped) => mapped.release(end),
        }
    }
}

/// How a mapped file's pages are brought in.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Residency {
    /// A chunk at a time, each let go once checked; the reader lets go of
    /// what it is done with by [`Source::release`].
    Streamed,
    /// All at once, when mapped (`MAP_POPULATE`), and kept.
    Whole,
}

/// Reads `path` (`-`: standard input) as UTF-8, mapping a large regular file.
pub(crate) fn read(path: &Path, residency: Residency) -> std::io::Result<Source> {
    #[cfg(unix)]
    if path.as_os_str() != "-" {
        let file = std::fs::File::open(path)?;
        let meta = file.metadata()?;
        if meta.is_file() && meta.len() >= MAP_AT_LEAST && meta.len() <= isize::MAX as u64 {
            return map::Mapped::new(&file, meta.len() as usize, residency).map(Source::Mapped);
        }
    }
    #[cfg(not(unix))]
    let _ = residency;
    let mut bytes = Vec::new();
    if path.as_os_str() == "-" {
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes)?;
    } else {
        bytes = std::fs::read(path)?;
    }
    String::from_utf8(bytes).map(Source::Read).map_err(|e| not_utf8(e.utf8_error().valid_up_to()))
}

fn not_utf8(offset: usize) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::InvalidData, format!("not UTF-8 text (invalid byte at offset {offset})"))
}

#[cfg(unix)]
mod map {
    use super::Residency;
    use std::cell::Cell;
    use std::os::fd::AsRawFd;

    /// A read-only private mapping of a whole file, checked to be UTF-8.
    pub(crate) struct Mapped {
        ptr: *mut libc::c_void,
        len: usize,
        /// The pages before this offset have been let go already.
        released: Cell<usize>,
    }

    /// How much of the file is checked for UTF-8 before its pages are let go.
    const CHUNK: usize = 1 << 20;

    impl Mapped {
        pub(crate) fn new(file: &std::fs::File, len: usize, residency: Residency) -> std::io::Result<Mapped> {
            let flags = match residency {
                Residency::Streamed => libc::MAP_PRIVATE,
                Residency::Whole => libc::MAP_PRIVATE | libc::MAP_POPULATE,
            };
            // SAFETY: a fresh read-only private mapping of `len` bytes of an
            // open file; the pointer is checked before use.
            let ptr = unsafe { libc::mmap(std::ptr::null_mut(), len, libc::PROT_READ, flags, file.as_raw_fd(), 0) };
            if ptr == libc::MAP_FAILED {
                return Err(std::io::Error::last_os_error());
            }
            let mapped = Mapped { ptr, len, released: Cell::new(0) };
            if residency == Residency::Streamed {
                // Pages, not 2 MiB folios: a file the page cache holds in
                // huge folios would otherwise come in 2 MiB at a fault
                // (seen on Linux 6.18 with a freshly written file: 3.8x
                // the source at the peak instead of 3.5x). Failing only
                // costs memory, so the result is ignored.
                // SAFETY: advice on the mapping just made.
                unsafe {
                    libc::madvise(ptr, len, libc::MADV_NOHUGEPAGE);
                }
            }
            if residency == Residency::Whole {
                return match std::str::from_utf8(mapped.bytes()) {
                    Ok(_) => Ok(mapped),
                    Err(e) => Err(super::not_utf8(e.valid_up_to())),
                };
            }
            // Check the text a chunk at a time, letting each go once checked,
            // so that the check does not make the whole file resident.
            let bytes = mapped.bytes();
            let mut start = 0;
            while start < len {
                let end = (start + CHUNK).min(len);
                match std::str::from_utf8(&bytes[start..end]) {
                    Ok(_) => start = end,
                    // A character cut by the chunk's end: check it with the next chunk.
                    Err(e) if e.error_len().is_none() && end < len && e.valid_up_to() > 0 => {
                        start += e.valid_up_to();
                    }
                    Err(e) => return Err(super::not_utf8(start + e.valid_up_to())),
                }
                mapped.release(start);
            }
            mapped.release(len);
            // The parser reads the text again from the start.
            mapped.released.set(0);
            Ok(mapped)
        }

        fn bytes(&self) -> &[u8] {
            // SAFETY: the mapping is `len` readable bytes and lives as long as `self`.
            unsafe { std::slice::from_raw_parts(self.ptr as *const u8, self.len) }
        }

        pub(crate) fn text(&self) -> &str {
            // SAFETY: `new` checked the whole mapping to be UTF-8. (A file
            // changed by another process while mapped is outside what this
            // promises, as for any mapped input.)
            unsafe { std::str::from_utf8_unchecked(self.bytes()) }
        }

        /// Lets go of the resident pages wholly before `end`; they read as
        /// the file again when next touched.
        pub(crate) fn release(&self, end: usize) {
            let page = page_size();
            let end = if end >= self.len { self.len.next_multiple_of(page) } else { end / page * page };
            let start = self.released.get();
            if end <= start {
                return;
            }
            self.released.set(end);
            // SAFETY: `[ptr + start, ptr + end)` lies within the mapping
            // (rounded up to its last page only at its end) and `start` is a
            // multiple of the page size; MADV_DONTNEED on a private read-only
            // file mapping drops the pages, and later reads fault them in
            // from the file. The result is ignored: failing to let go only
            // keeps memory resident.
            unsafe {
                libc::madvise(self.ptr.cast::<u8>().add(start).cast(), end - start, libc::MADV_DONTNEED);
            }
        }
    }

    fn page_size() -> usize {
        // SAFETY: sysconf has no preconditions.
        let size = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
        if size > 0 {
            size as usize
        } else {
            4096
        }
    }

    impl Drop for Mapped {
        fn drop(&mut self) {
            // SAFETY: the mapping made in `new`, unmapped once.
            unsafe {
                libc::munmap(self.ptr, self.len);
            }
        }
    }
}
