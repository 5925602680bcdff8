Text(
    """
    First line
    Second line
    """
)
.font(.body)
