fn main() {
    let args: Vec<String> = std::env::args().collect();
    let page = pisa_doc::find(&args[1], None).unwrap_or_else(|e| panic!("{e}"));
    print!("{}", pisa_doc::text::render(page, pisa_doc::text::Style { color: false }));
}
