public class ArrayCopy {
    public static void main(String[] args) {
        int[] a = new int[5];
        int[] b = new int[5];
        for (int i = 0; i < 5; i++) {
            a[i] = i * 10;
        }
        System.arraycopy(a, 1, b, 0, 3);
        for (int i = 0; i < 5; i++) {
            System.out.println(b[i]);
        }
        System.arraycopy(a, 3, b, 0, 5);
    }
}
