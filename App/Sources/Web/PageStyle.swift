/// The look of the classes mosaic's web views write, on every page after the host's own: the
/// feed as a list with its photos or as a grid of them, the likes list, a like's colour.
enum PageStyle {
    static let rules = """
        ul.list { padding: 0 }
        ul.list li { list-style: none; margin: 0 0 1.6em }
        ul.grid { padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(9em, 1fr)); gap: 0.6em }
        ul.grid li { list-style: none; margin: 0 }
        img { display: block; max-width: 100%; height: auto; border-radius: 6px; background: #e8e8e8 }
        ul.list img { margin-bottom: 0.4em }
        ul.grid img { width: 100%; aspect-ratio: 1; object-fit: cover }
        .likes { color: #b03060 }
        """
}
