public class Numbers {
    public static void main(String[] args) {
        double[] ds = {0.1 + 0.2, 100.0, 1e7, 1.0E-4, 0.001, 3.14159, -2.5, 1.0 / 3, 123456789.0, 0.0};
        for (int i = 0; i < ds.length; i++) {
            System.out.println(ds[i]);
        }
        System.out.println(Math.sqrt(2.0));
        System.out.println(Math.max(3, 7) + Math.abs(-4));
        System.out.println("pi=" + 3.25);
        throw new ArithmeticException("no more");
    }
}
