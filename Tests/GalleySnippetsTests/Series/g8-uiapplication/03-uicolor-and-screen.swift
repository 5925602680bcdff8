Rectangle()
    .fill(Color(uiColor: .systemIndigo))
    .frame(width: UIScreen.main.bounds.width / 2, height: 80)
