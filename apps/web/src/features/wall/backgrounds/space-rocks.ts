import { fillNight, random, type SceneFactory, wrap } from './scene';
import { createStars, drawStars } from './stars';

/** Twelve jagged rocks drifting and turning, and a little ship gliding across. */
export const createSpaceRocksScene: SceneFactory = ({ width, height }) => {
  const stars = createStars(70, width, height);
  const rocks = Array.from({ length: 12 }, () => {
    const radius = random(18, 60);
    const corners = Array.from({ length: 10 }, (_, i) => ({
      angle: (i / 10) * Math.PI * 2,
      distance: radius * random(0.7, 1.1),
    }));
    return {
      x: random(0, width),
      y: random(0, height),
      vx: random(-40, 40),
      vy: random(-40, 40),
      angle: 0,
      spin: random(-1, 1),
      radius,
      corners,
    };
  });
  const ship = { x: 0, y: height * 0.6 };
  return {
    step(seconds) {
      for (const rock of rocks) {
        rock.x = wrap(rock.x + rock.vx * seconds, width, rock.radius);
        rock.y = wrap(rock.y + rock.vy * seconds, height, rock.radius);
        rock.angle += rock.spin * seconds;
      }
      ship.x = wrap(ship.x + 90 * seconds, width, 20);
    },
    draw(context) {
      fillNight(context, width, height);
      drawStars(context, stars);
      context.strokeStyle = '#E5E7EB';
      context.lineWidth = 2;
      context.beginPath();
      for (const rock of rocks) {
        rock.corners.forEach((corner, i) => {
          const x = rock.x + Math.cos(corner.angle + rock.angle) * corner.distance;
          const y = rock.y + Math.sin(corner.angle + rock.angle) * corner.distance;
          if (i === 0) context.moveTo(x, y);
          else context.lineTo(x, y);
        });
        context.closePath();
      }
      context.stroke();
      context.strokeStyle = '#38BDF8';
      context.beginPath();
      context.moveTo(ship.x + 16, ship.y);
      context.lineTo(ship.x - 10, ship.y - 9);
      context.lineTo(ship.x - 5, ship.y);
      context.lineTo(ship.x - 10, ship.y + 9);
      context.closePath();
      context.stroke();
    },
  };
};
