/// Items in runs that share a heading: ingredient groups, method sections.
/// A run starts wherever the heading changes; items without a heading form
/// runs of their own (heading nil).
public enum HeadedRuns {
    /// The runs of `items`, in order, each with its heading.
    public static func of<Item>(_ items: [Item], heading: (Item) -> String?) -> [(heading: String?, items: ArraySlice<Item>)] {
        var runs: [(heading: String?, items: ArraySlice<Item>)] = []
        var start = items.startIndex
        while start < items.endIndex {
            let current = heading(items[start])
            var end = start + 1
            while end < items.endIndex && heading(items[end]) == current { end += 1 }
            runs.append((current, items[start..<end]))
            start = end
        }
        return runs
    }
}
