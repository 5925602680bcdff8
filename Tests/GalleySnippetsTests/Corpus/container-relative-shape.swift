ContainerRelativeShape()
    .fill(Color.cyan)
    .frame(width: 100, height: 100)
