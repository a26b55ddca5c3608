use pisa_doc::{Isa, Page};
fn main() {
    for isa in Isa::ALL {
        let pages = isa.pages();
        let with = pages
            .iter()
            .filter(|p| match p {
                Page::Pisa(p) => p.forms.iter().all(|f| f.example.is_some()),
                Page::Gfx1100(p) => p.example.is_some(),
            })
            .count();
        let summ = pages.iter().filter(|p| !p.summary().is_empty()).count();
        println!("{}: {} pages, {} with examples, {} with summary", isa.name(), pages.len(), with, summ);
        for (c, n) in isa.categories() {
            println!("   {c}: {n}");
        }
        if std::env::args().nth(1).as_deref() == Some("-v") {
            for p in pages {
                if let Page::Gfx1100(a) = p {
                    if a.example.is_none() {
                        println!("  no example: {} ({})", a.name, a.encodings[0].format);
                    }
                }
            }
            for p in pages {
                if p.summary().is_empty() {
                    print!("{} ", p.name());
                }
            }
        }
    }
}
