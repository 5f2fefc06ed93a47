extension RecipeCard {
    /// Category, cuisine and tags, the empty ones left out: what every desktop
    /// indexer gets as the card's keywords, so that Tracker and Baloo find a
    /// card by the same words.
    public var keywords: [String] {
        ([category, cuisine].compactMap { $0 } + tags).filter { !$0.isEmpty }
    }
}
