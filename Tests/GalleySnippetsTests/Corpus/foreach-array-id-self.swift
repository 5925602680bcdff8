let fruits = ["Apple", "Banana", "Cherry"]

VStack(alignment: .leading) {
    ForEach(fruits, id: \.self) { fruit in
        Text(fruit)
    }
}
