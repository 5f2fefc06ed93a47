/// The recipes of a text file that holds many, each from a header line to an
/// end line (Meal-Master's `MMMMM`, MasterCook's `- - - -`): the lines of each
/// block, in file order. A header before the previous block ended, or the end
/// of the file, closes that block as cut short. Linear in the text.
enum RecipeBlocks {
    /// One recipe's lines, and whether its end line was missing.
    struct Block {
        var lines: [Substring]
        var truncated: Bool
    }

    /// Every block of `text`, at most `maximumBlocks`; `work` counts the lines
    /// and characters visited (tests check that it grows linearly).
    static func split(_ text: String, maximumBlocks: Int, isHeader: (Substring) -> Bool, isEnd: (Substring) -> Bool,
                      work: inout Int) -> [Block] {
        var blocks: [Block] = []
        var body: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            work += 1 + min(line.utf8.count, 400)
            if isHeader(line) {
                if let lines = body { blocks.append(Block(lines: lines, truncated: true)) }
                guard blocks.count < maximumBlocks else { return blocks }
                body = []
            } else if body != nil {
                if isEnd(line) {
                    blocks.append(Block(lines: body!, truncated: false))
                    body = nil
                } else {
                    body!.append(line)
                }
            }
        }
        if let lines = body { blocks.append(Block(lines: lines, truncated: true)) }
        return blocks
    }
}
