func.func @index_ops(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.mul %0, %a
  %c4 = index.constant 4
  %2 = index.divu %1, %c4
  %3 = index.maxs %2, %b
  return %3 : index
}
