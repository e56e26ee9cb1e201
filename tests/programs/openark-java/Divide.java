public class Divide {
    static int div(int a, int b) {
        return a / b;
    }

    public static void main(String[] args) {
        try {
            System.out.println(div(7, 2));
            System.out.println(div(1, 0));
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(div(-9, 4));
    }
}
