/// Saved web pages made here in the shapes recipe sites give them (a large
/// site's related-recipe teasers, the recipe plug-ins' ingredient lists),
/// with recipes of our own: real pages are studied, never kept.
public enum PageFixtures {
    /// Site chrome around a recipe: what a page saved from a large site starts with.
    static func head(_ title: String, _ path: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en-US"><head><meta charset="utf-8"><title>\(title) | Example Kitchen</title>
        <link rel="canonical" href="https://www.example-kitchen.test/recipe/\(path)/">
        <script type="application/ld+json">{"@context": "http://schema.org", "@type": "BreadcrumbList", "itemListElement": [
          {"@type": "ListItem", "position": 1, "item": {"@id": "https://www.example-kitchen.test/recipes/", "name": "Recipes"}}]}</script>
        </head><body><header class="site-header"><a href="/">Example Kitchen</a></header>
        """
    }

    /// A related-recipe teaser as large sites mark them: a Recipe item with only an address and an image.
    static func teaser(_ number: Int) -> String {
        """
          <div class="card card--recipe" itemscope itemtype="http://schema.org/Recipe">
            <a class="card__link" itemprop="url" href="https://www.example-kitchen.test/recipe/\(2000 + number)/">
              <img class="card__image" itemprop="image" src="https://images.example-kitchen.test/\(2000 + number).jpg" alt="">
              <span class="card__title">Teaser \(number)</span></a>
            <div class="card__rating"><span class="stars stars--4"></span> 128 ratings</div>
          </div>
        """
    }

    /// A recipe in microdata with eight nameless teasers for other recipes below it.
    public static let recipeWithTeasers = head("Weeknight Chicken Curry", "1234/weeknight-chicken-curry") + """
        <main><article class="recipe" itemscope itemtype="http://schema.org/Recipe">
          <h1 class="headline" itemprop="name">Weeknight Chicken Curry</h1>
          <img itemprop="image" src="https://images.example-kitchen.test/1234.jpg" alt="Chicken curry in a bowl">
          <meta itemprop="totalTime" content="PT40M"><span itemprop="recipeYield">4 servings</span>
          <ul class="ingredients-section">
            <li class="ingredients-item" itemprop="recipeIngredient">2 tablespoons vegetable oil</li>
            <li class="ingredients-item" itemprop="recipeIngredient">1 large onion, chopped</li>
            <li class="ingredients-item" itemprop="recipeIngredient">500 g chicken thighs, cubed</li>
            <li class="ingredients-item" itemprop="recipeIngredient">400 ml coconut milk</li>
          </ul>
          <ol itemprop="recipeInstructions"><li>Soften the onion in the oil.</li><li>Brown the chicken, add the coconut milk and simmer 20 minutes.</li></ol>
        </article>
        <section class="related-recipes"><h2>You might also like</h2>
        """ + (1...8).map(teaser).joined(separator: "\n") + """
        </section></main></body></html>
        """

    /// A category page: teasers only, no recipe of its own.
    public static let teasersOnly = head("Curry recipes", "curries") + """
        <main><h1>Curry recipes</h1><section class="card-list">
        """ + (1...3).map(teaser).joined(separator: "\n") + """
        </section></main></body></html>
        """

    /// WP Recipe Maker's card, with its checkboxes, on a page whose JSON-LD
    /// Recipe has no `recipeIngredient` (an SEO plug-in's graph left it out).
    public static let wprmWithoutIngredients = head("Buttermilk Biscuits", "biscuits") + """
        <script type="application/ld+json">{"@context": "https://schema.org", "@graph": [
          {"@type": "WebPage", "@id": "https://www.example-kitchen.test/recipe/biscuits/#webpage", "name": "Buttermilk Biscuits"},
          {"@type": "Recipe", "name": "Buttermilk Biscuits", "recipeYield": ["8"],
           "recipeInstructions": [{"@type": "HowToStep", "text": "Cut the butter into the flour."}, {"@type": "HowToStep", "text": "Stir in the buttermilk and bake."}]}]}</script>
        <div class="wprm-recipe-container"><div class="wprm-recipe wprm-recipe-template-cutout">
        <h2 class="wprm-recipe-name">Buttermilk Biscuits</h2>
        <div class="wprm-recipe-ingredients-container wprm-block-text-normal">
        <h3 class="wprm-recipe-header wprm-recipe-ingredients-header">Ingredients</h3>
        <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name wprm-recipe-ingredient-group-name">Dough</h4>
        <ul class="wprm-recipe-ingredients">
        \(wprmLine(0, "2", "cups", "all-purpose flour", nil))
        \(wprmLine(1, "1", "tablespoon", "baking powder", nil))
        \(wprmLine(2, "½", "cup", "butter", "(cold, cubed)"))
        \(wprmLine(3, "¾", "cup", "buttermilk", nil))
        </ul></div>
        <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name wprm-recipe-ingredient-group-name">To brush</h4>
        <ul class="wprm-recipe-ingredients">
        \(wprmLine(4, "2", "tablespoons", "melted butter", nil))
        </ul></div></div></div></div></body></html>
        """

    /// One line of WP Recipe Maker's list: a checkbox whose label only screen readers get, then amount, unit, name, notes.
    static func wprmLine(_ index: Int, _ amount: String, _ unit: String, _ name: String, _ notes: String?) -> String {
        let notes = notes.map { "&#32;<span class=\"wprm-recipe-ingredient-notes wprm-recipe-ingredient-notes-faded\">\($0)</span>" } ?? ""
        return """
            <li class="wprm-recipe-ingredient" style="list-style-type: none;" data-uid="\(index)"><span class="wprm-checkbox-container">\
            <input type="checkbox" id="wprm-checkbox-\(index)" class="wprm-checkbox" aria-label="&nbsp;\(amount) \(unit) \(name)">\
            <label for="wprm-checkbox-\(index)" class="wprm-checkbox-label"><span class="sr-only screen-reader-text wprm-screen-reader-text">▢ </span></label></span>\
            <span class="wprm-recipe-ingredient-amount">\(amount)</span>&#32;<span class="wprm-recipe-ingredient-unit">\(unit)</span>&#32;\
            <span class="wprm-recipe-ingredient-name">\(name)</span>\(notes)</li>
            """
    }

    /// Tasty Recipes' card on a page whose JSON-LD gives the whole list as one string.
    public static let tastyOneString = head("Lemon Bars", "lemon-bars") + """
        <script type="application/ld+json">{"@context": "https://schema.org/", "@type": "Recipe", "name": "Lemon Bars",
          "recipeIngredient": ["1 cup flour, 1/2 cup butter, 1/4 cup powdered sugar, 2 eggs, 1 cup sugar, 1/3 cup lemon juice"]}</script>
        <div class="tasty-recipes tasty-recipes-1234"><div class="tasty-recipes-ingredients">
          <div class="tasty-recipes-ingredients-header"><h3 data-tasty-recipes-customization="color.color">Ingredients</h3></div>
          <div class="tasty-recipes-ingredients-body" data-tasty-recipes-customization="body-color.color">
            <h4>Crust</h4>
            <ul><li><span data-amount="1" data-unit="cup">1 cup</span> flour</li>
            <li><span data-amount="0.5" data-unit="cup">1/2 cup</span> butter, softened</li>
            <li><span data-amount="0.25" data-unit="cup">1/4 cup</span> powdered sugar</li></ul>
            <h4>Filling</h4>
            <ul><li><span data-amount="2">2</span> eggs</li>
            <li><span data-amount="1" data-unit="cup">1 cup</span> sugar</li>
            <li><span data-amount="0.33" data-unit="cup">1/3 cup</span> lemon juice</li></ul>
          </div></div></div></body></html>
        """

    /// Mediavine Create's card on a page whose JSON-LD gives the list as one string of lines.
    public static let mediavineOneString = head("Black Bean Soup", "black-bean-soup") + """
        <script type="application/ld+json">{"@context": "http://schema.org", "@type": "Recipe", "name": "Black Bean Soup",
          "recipeIngredient": ["2 cans black beans\\n1 onion, diced\\n3 cups vegetable broth"]}</script>
        <div class="mv-create-card mv-create-card-1 mv-recipe-card"><div class="mv-create-ingredients">
          <h3 class="mv-create-ingredients-title mv-create-title-secondary">Ingredients</h3>
          <ul><li>2 cans (15 oz each) black beans, rinsed</li><li>1 onion, diced</li><li>3 cups vegetable broth</li></ul>
        </div></div></body></html>
        """
}
